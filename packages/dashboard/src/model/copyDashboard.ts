import {
  DASHBOARD_NAME_MAX,
  TEXT_COPY_PREFIX,
  dashboardDescriptionSchema,
  dashboardNameSchema,
  type CreateDashboardRequest,
  type Dashboard,
} from '@loadline/core';

/**
 * Copy of a dashboard and the create/copy dialog's validation (spec part 1 §4 "Dashboard
 * operations", §5 "Dashboard name").
 *
 * @module
 */

/**
 * The name of a copy (spec part 1 §4): 'Copy-' plus the original name, cut to 70 characters.
 *
 * @example copyName('ERCOT load') // 'Copy-ERCOT load'
 */
export function copyName(name: string): string {
  return `${TEXT_COPY_PREFIX}${name}`.slice(0, DASHBOARD_NAME_MAX);
}

/**
 * The body that creates a copy of `d` (spec part 1 §4): name 'Copy-' plus the original name
 * (cut to 70 characters), every card with a new id from `newId`, filters, range filters, time
 * filters and settings kept. Sharing, owner and Overview membership are not copied.
 *
 * @example copyDashboard(saved, () => crypto.randomUUID()).name // 'Copy-ERCOT load'
 */
export function copyDashboard(d: Dashboard, newId: () => string): CreateDashboardRequest {
  return {
    name: copyName(d.name),
    description: d.description,
    configId: d.configId,
    cards: d.cards.map((c) => ({ ...structuredClone(c), id: newId(), isOverview: false })),
    filters: structuredClone(d.filters),
    rangeFilters: structuredClone(d.rangeFilters),
    timeFilters: structuredClone(d.timeFilters),
    settings: structuredClone(d.settings),
  };
}

/** Mode of the create/copy dialog: 'unsaved' saves a dashboard opened without an id. */
export type DashboardDialogMode = 'create' | 'copy' | 'unsaved';

/** What the create/copy dialog holds. Empty strings mean "not chosen". */
export interface DashboardDialogValues {
  name: string;
  description: string;
  commodity: string;
  category: string;
  level: string;
  /** True when the chosen category has levels, so a level must be chosen. */
  levelsExist: boolean;
  mode: DashboardDialogMode;
}

/** Outcome of the dialog's validation. */
export interface DashboardDialogValidation {
  /** Core's name text ('Dashboard name is required' / '... 70 characters or fewer') or null. */
  nameError: string | null;
  /** Core's 'Description must be 256 characters or fewer' or null. */
  descriptionError: string | null;
  /** Commodity, category and level (when levels exist) are chosen. */
  selectionComplete: boolean;
  /** Commodity, category and level pickers are locked (copy mode and unsaved dashboards). */
  selectionLocked: boolean;
  /** The Create / Copy button is enabled. */
  canSubmit: boolean;
}

/**
 * Validates the create/copy dialog (spec part 1 §5): name required after trim, at most 70;
 * description at most 256; commodity, category and level (if levels exist) chosen, else the
 * button stays disabled; the three pickers are locked in copy mode and for unsaved dashboards.
 */
export function createDashboardValidation(values: DashboardDialogValues): DashboardDialogValidation {
  const name = dashboardNameSchema.safeParse(values.name);
  const description = dashboardDescriptionSchema.safeParse(values.description);
  const nameError = name.success ? null : (name.error.issues[0]?.message ?? null);
  const descriptionError = description.success ? null : (description.error.issues[0]?.message ?? null);
  const selectionComplete =
    values.commodity !== '' && values.category !== '' && (!values.levelsExist || values.level !== '');
  return {
    nameError,
    descriptionError,
    selectionComplete,
    selectionLocked: values.mode !== 'create',
    canSubmit: nameError === null && descriptionError === null && selectionComplete,
  };
}

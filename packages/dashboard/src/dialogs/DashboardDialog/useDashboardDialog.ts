import type { ConfigItem } from '@loadline/core';
import { useState } from 'react';
import { createDashboardValidation, type DashboardDialogMode, type DashboardDialogValidation } from '../../model/copyDashboard';
import {
  categoryOptions,
  commodityOptions,
  initialDialogValues,
  levelOptions,
  levelsExist,
  resolveConfigId,
  type DashboardDialogResult,
} from '../dialogOptions';

/** Options of {@link useDashboardDialog}. */
export interface DashboardDialogStateOptions {
  /** 'create', 'copy' or 'unsaved' (the last two lock the selects). */
  mode: DashboardDialogMode;
  /** Config items of the dashboard type (the selects' choices); may arrive after the dialog opens. */
  configItems: readonly ConfigItem[];
  /** Starting values (e.g. the copied dashboard's name, description and configId). */
  initial?: Partial<DashboardDialogResult> | undefined;
}

type Selection = Pick<DashboardDialogResult, 'commodity' | 'category' | 'level'>;

/**
 * State of the create/copy dialog (spec part 1 §5): the values, the choices of each select, the
 * validation of {@link createDashboardValidation} and the field errors to show (once the user
 * typed in or left the field). Until the user changes a select, the selects follow `initial`
 * resolved against the current `configItems`, so config items that load after the dialog opened
 * still fill them. Changing the commodity clears category and level; changing the category clears
 * the level.
 */
export function useDashboardDialog({ mode, configItems, initial }: DashboardDialogStateOptions) {
  const [name, setNameState] = useState(initial?.name ?? '');
  const [description, setDescriptionState] = useState(initial?.description ?? '');
  const [picked, setPicked] = useState<Selection | null>(null);
  const [touched, setTouched] = useState({ name: false, description: false });
  const start = initialDialogValues(mode, configItems, initial);
  const selection: Selection = picked ?? { commodity: start.commodity, category: start.category, level: start.level };
  const values: DashboardDialogResult = {
    name,
    description,
    ...selection,
    levelsExist: levelsExist(configItems, selection.commodity, selection.category),
    mode,
    configId: resolveConfigId(configItems, selection),
  };
  const validation: DashboardDialogValidation = createDashboardValidation(values);
  return {
    values,
    validation,
    options: {
      commodities: commodityOptions(configItems),
      categories: categoryOptions(configItems, selection.commodity),
      levels: levelOptions(configItems, selection.commodity, selection.category),
    },
    /** Field errors to show now: only after the field was touched. */
    errors: {
      name: touched.name ? validation.nameError : null,
      description: touched.description ? validation.descriptionError : null,
    },
    /** The button is enabled: the spec's rules pass and a config item matches the choice. */
    canSubmit: validation.canSubmit && values.configId !== '',
    setName: (next: string) => {
      setTouched((t) => ({ ...t, name: true }));
      setNameState(next);
    },
    setDescription: (next: string) => {
      setTouched((t) => ({ ...t, description: true }));
      setDescriptionState(next);
    },
    touch: (field: 'name' | 'description') => setTouched((t) => ({ ...t, [field]: true })),
    setCommodity: (commodity: string | null) => setPicked({ commodity: commodity ?? '', category: '', level: '' }),
    setCategory: (category: string | null) => setPicked({ ...selection, category: category ?? '', level: '' }),
    setLevel: (level: string | null) => setPicked({ ...selection, level: level ?? '' }),
  };
}

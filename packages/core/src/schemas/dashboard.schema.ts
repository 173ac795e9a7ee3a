import '../zodSetup';
import * as z from 'zod';
import {
  TEXT_DASHBOARD_NAME_REQUIRED,
  TEXT_DASHBOARD_NAME_TOO_LONG,
  TEXT_DESCRIPTION_TOO_LONG,
} from '../texts';
import { cardSchema } from './card.schema';
import { commoditySchema, filterSchema, rangeFilterSchema, timeFiltersSchema } from './config.schema';
import { calculatorSchema } from './dataSeries.schema';
import { shareUserSchema } from './user.schema';
import { lazySchema } from '../lazySchema';

/**
 * Dashboards, their date bounds and settings, and the create/update bodies (spec part 1 §3
 * "Dashboard", part 2 §7 "Dashboards, sharing and overview").
 *
 * @module
 */

/** Longest dashboard name (spec part 1 §5). */
export const DASHBOARD_NAME_MAX = 70;
/** Longest dashboard description (spec part 1 §5). */
export const DASHBOARD_DESCRIPTION_MAX = 256;
/** The id of a dashboard not saved yet (spec part 1 §3). */
export const UNSAVED_DASHBOARD_ID = 'unsaved';

/**
 * A date bound (spec part 1 §3). Relative: `quantity` times `multiplier` days before
 * `identifier` (today, the data's start or end). Fixed: `value`, an ISO 8601 date or date-time.
 */
export const dateBoundSchema = lazySchema(() => z.object({
  quantity: z.number().int().min(0).max(100_000).default(0),
  multiplier: z.number().int().min(1).max(366).default(1),
  identifier: z.enum(['today', 'startData', 'endData']).default('today'),
  dateType: z.enum(['relative', 'fixed']).default('relative'),
  value: z.string().max(40).nullable().optional(),
}));
/** A date bound. */
export type DateBound = z.infer<typeof dateBoundSchema>;

/** Dashboard settings (spec part 2 §7): calculators, IANA timezone, hour ending, date range. */
export const dashboardSettingsSchema = lazySchema(() => z.object({
  calculators: z.array(calculatorSchema).max(100).default([]),
  timezone: z.string().max(64).optional(),
  is_hour_ending: z.boolean().default(false),
  date_range: z.object({ from: dateBoundSchema, to: dateBoundSchema }).optional(),
}));
/** Dashboard settings. */
export type DashboardSettings = z.infer<typeof dashboardSettingsSchema>;

/** Dashboard name: required after trim, at most 70 characters (spec part 1 §5). */
export const dashboardNameSchema = lazySchema(() => z
  .string({ error: TEXT_DASHBOARD_NAME_REQUIRED })
  .trim()
  .min(1, { error: TEXT_DASHBOARD_NAME_REQUIRED })
  .max(DASHBOARD_NAME_MAX, { error: TEXT_DASHBOARD_NAME_TOO_LONG }));

/** Dashboard description: at most 256 characters (spec part 1 §5). */
export const dashboardDescriptionSchema = lazySchema(() => z
  .string()
  .max(DASHBOARD_DESCRIPTION_MAX, { error: TEXT_DESCRIPTION_TOO_LONG }));

/** The content of a dashboard saved with it (spec part 2 §7 POST/PATCH bodies). */
export const dashboardContentSchema = lazySchema(() => z.object({
  cards: z.array(cardSchema).max(200).default([]),
  filters: z.array(filterSchema).max(200).default([]),
  rangeFilters: z.array(rangeFilterSchema).max(200).default([]),
  timeFilters: timeFiltersSchema.default({}),
  settings: dashboardSettingsSchema.default({ calculators: [], is_hour_ending: false }),
}));

/** Body of POST user/v1/user/dashboards (spec part 2 §7). */
export const createDashboardRequestSchema = lazySchema(() => dashboardContentSchema.extend({
  name: dashboardNameSchema,
  description: dashboardDescriptionSchema.default(''),
  configId: z.string().min(1).max(256),
}));
/** Body of the create-dashboard call. */
export type CreateDashboardRequest = z.infer<typeof createDashboardRequestSchema>;
/** Body of the create-dashboard call as written by a caller. */
export type CreateDashboardRequestInput = z.input<typeof createDashboardRequestSchema>;

/** Answer of create, share and unshare calls: the dashboard id (spec part 2 §7). */
export const dashboardIdResponseSchema = lazySchema(() => z.object({ dashboardId: z.string().max(256) }));

/**
 * Optimistic version of a saved dashboard: the list answers it, a save may send the version it
 * was edited from, and the server refuses the save with 409 when the dashboard changed since.
 */
export const dashboardVersionSchema = lazySchema(() => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/**
 * Body of PATCH user/v1/user/dashboards/{id}: any subset of name, description and content, and
 * optionally the `version` it was edited from (without it the save applies to the latest version).
 */
export const updateDashboardRequestSchema = lazySchema(() => z
  .object({
    version: dashboardVersionSchema,
    name: dashboardNameSchema,
    description: dashboardDescriptionSchema,
    cards: z.array(cardSchema).max(200),
    filters: z.array(filterSchema).max(200),
    rangeFilters: z.array(rangeFilterSchema).max(200),
    timeFilters: timeFiltersSchema,
    settings: dashboardSettingsSchema,
  })
  .partial());
/** Body of the update-dashboard call. */
export type UpdateDashboardRequest = z.infer<typeof updateDashboardRequestSchema>;
/** Body of the update-dashboard call as written by a caller. */
export type UpdateDashboardRequestInput = z.input<typeof updateDashboardRequestSchema>;

/**
 * A saved dashboard as listed by GET user/v1/user/dashboards/?type=... (spec part 1 §3): owner
 * and sharing state (`org` is the organisation it is shared with, or null), its config's
 * category, level and commodity, and its content. `addedOn` is ISO 8601.
 */
export const dashboardSchema = lazySchema(() => dashboardContentSchema.extend({
  dashboardId: z.string().max(256),
  configId: z.string().max(256),
  name: z.string().max(DASHBOARD_NAME_MAX),
  description: z.string().max(DASHBOARD_DESCRIPTION_MAX).default(''),
  addedOn: z.string().max(64).optional(),
  owner: z.string().max(320).optional(),
  org: z.string().max(256).nullable().default(null),
  sharedUsers: z.array(shareUserSchema).max(10_000).default([]),
  type: z.string().max(128),
  category: z.object({ name: z.string().max(128) }).optional(),
  level: z.object({ name: z.string().max(128), configId: z.string().max(256).optional() }).nullable().optional(),
  commodity: z.object({ name: commoditySchema }).optional(),
  /** Optimistic version ({@link dashboardVersionSchema}); absent from servers that do not keep one. */
  version: dashboardVersionSchema.optional(),
}));
/** A saved dashboard. */
export type Dashboard = z.infer<typeof dashboardSchema>;
/** A saved dashboard as written by a caller. */
export type DashboardInput = z.input<typeof dashboardSchema>;

/** Answer of the dashboard list. */
export const dashboardListResponseSchema = lazySchema(() => z.array(dashboardSchema));

/** Sharing states of a dashboard (spec part 1 §4). */
export type SharingState = 'private' | 'users' | 'organization';

/** The sharing state of a dashboard: organisation wins over named users (spec part 1 §4). */
export function sharingState(d: Pick<Dashboard, 'org' | 'sharedUsers'>): SharingState {
  if (d.org) return 'organization';
  return d.sharedUsers.length > 0 ? 'users' : 'private';
}

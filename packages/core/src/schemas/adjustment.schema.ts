import '../zodSetup';
import * as z from 'zod';
import { TEXT_ADJUSTMENT_NAME_REQUIRED } from '../texts';
import { lazySchema } from '../lazySchema';

/**
 * Forecast adjustments (spec part 1 §3 "Adjustment metadata", "Adjustment row"; part 2 §7
 * "Adjustments").
 *
 * @module
 */

/** How a row's new load is computed from its forecast (spec part 1 §3). */
export const adjustmentCalculationSchema = lazySchema(() => z.enum(['none', 'add', 'multiply', 'divide', 'percent', 'custom']));
/** An adjustment calculation. */
export type AdjustmentCalculation = z.infer<typeof adjustmentCalculationSchema>;

/** Adjustment statuses (spec part 1 §3). */
export const adjustmentStatusSchema = lazySchema(() => z.enum(['draft', 'approved']));

/** One summary point: ISO interval start, forecast and adjusted forecast (kWh). */
export const adjustmentSummaryPointSchema = lazySchema(() => z.object({
  timestamp: z.string().max(40),
  forecast: z.number().nullable(),
  adjustedForecast: z.number().nullable(),
}));

/** Date range of an adjustment: first and last day, YYYY-MM-DD or ISO date-time. */
const adjustmentDateRangeSchema = lazySchema(() => z.object({ from: z.string().max(40), to: z.string().max(40) }));

/** Adjustment metadata (spec part 1 §3). `min`/`max` in kWh; dates ISO 8601. */
export const adjustmentSchema = lazySchema(() => z.object({
  adjustmentId: z.string().max(256),
  name: z.string().max(256),
  configId: z.string().max(256),
  market: z.string().max(256),
  processTime: z.string().max(40),
  dateRange: adjustmentDateRangeSchema,
  summary: z.array(adjustmentSummaryPointSchema).max(100_000).default([]),
  timezone: z.string().max(64),
  isHourEnding: z.boolean(),
  status: adjustmentStatusSchema.default('draft'),
  versions: z.array(z.object({ versionId: z.string().max(256), createdAt: z.string().max(40) })).max(10_000).default([]),
  createdAt: z.string().max(40).optional(),
  updatedAt: z.string().max(40).optional(),
  /** User id of the author (beyond the spec): only the author edits, only a colleague approves. */
  createdBy: z.string().max(256).optional(),
  approvedBy: z.string().max(256).nullable().optional(),
  approvedOn: z.string().max(40).nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  dayCount: z.number().int().min(0).optional(),
  count: z.number().int().min(0).optional(),
}));
/** Adjustment metadata. */
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** Answer of the adjustment list. */
export const adjustmentListResponseSchema = lazySchema(() => z.array(adjustmentSchema));

/** Body of POST user/v1/user/adjustments (spec part 2 §7); name required after trim. */
export const createAdjustmentRequestSchema = lazySchema(() => z.object({
  name: z.string({ error: TEXT_ADJUSTMENT_NAME_REQUIRED }).trim().min(1, { error: TEXT_ADJUSTMENT_NAME_REQUIRED }).max(256),
  configId: z.string().min(1).max(256),
  market: z.string().min(1).max(256),
  processTime: z.string().min(1).max(40),
  dateRange: adjustmentDateRangeSchema,
  summary: z.array(adjustmentSummaryPointSchema).max(100_000).default([]),
  timezone: z.string().min(1).max(64),
  isHourEnding: z.boolean(),
}));
/** Body of the create-adjustment call. */
export type CreateAdjustmentRequest = z.infer<typeof createAdjustmentRequestSchema>;
/** Body of the create-adjustment call as written by a caller. */
export type CreateAdjustmentRequestInput = z.input<typeof createAdjustmentRequestSchema>;

/** Answer of the create-adjustment call. */
export const adjustmentIdResponseSchema = lazySchema(() => z.object({ adjustmentId: z.string().max(256) }));

/**
 * One interval of an adjustment version as stored and exchanged: ISO `timestamp` (interval
 * start), forecast and adjusted forecast (kWh), the calculation applied and its value.
 */
export const adjustmentPointSchema = lazySchema(() => adjustmentSummaryPointSchema.extend({
  adjustmentCalculation: adjustmentCalculationSchema.default('none'),
  adjustmentValue: z.number().nullable().default(null),
}));
/** One interval of an adjustment version. */
export type AdjustmentPoint = z.infer<typeof adjustmentPointSchema>;

/** Answer of GET .../{id}/versions/{v}/stitched: the forecast stitched with the version. */
export const stitchedVersionResponseSchema = lazySchema(() => z.array(adjustmentPointSchema).max(1_000_000));

/**
 * Why a version was saved, recorded in the adjustment's audit trail: weather event, outage,
 * holiday, economic, data error or other.
 */
export const adjustmentReasonCodeSchema = lazySchema(() => z.enum(['weather_event', 'outage', 'holiday', 'economic', 'data_error', 'other']));
/** A reason code of a saved version. */
export type AdjustmentReasonCode = z.infer<typeof adjustmentReasonCodeSchema>;

/**
 * Body of POST .../{id}/versions and PUT .../{id}/versions/{v}: the version's intervals, and
 * optionally the reason code and a comment (at most 1000 characters) for the audit trail (absent:
 * recorded as 'other' without a comment).
 */
export const adjustmentVersionRequestSchema = lazySchema(() => z.object({
  data: z.array(adjustmentPointSchema).max(1_000_000),
  reasonCode: adjustmentReasonCodeSchema.optional(),
  comment: z.string().max(1000).optional(),
}));
/** Body of a version call. */
export type AdjustmentVersionRequest = z.input<typeof adjustmentVersionRequestSchema>;

/**
 * One entry of an adjustment's audit trail (GET .../{id}/audit, beyond the spec): who (`userId`)
 * did what (`save` a new version, `overwrite` one, `approve`), when (ISO `at`), to which version,
 * why (reason code, comment), how many intervals changed and the total adjusted load before and
 * after (MWh, the stitched view's sum).
 */
export const adjustmentAuditEntrySchema = lazySchema(() => z.object({
  seq: z.number().int(),
  action: z.enum(['save', 'overwrite', 'approve']),
  versionId: z.string().max(256).nullable(),
  userId: z.string().max(256),
  at: z.string().max(40),
  reasonCode: adjustmentReasonCodeSchema.nullable(),
  comment: z.string().max(1000).nullable(),
  rowsChanged: z.number().int().min(0),
  beforeTotal: z.number().nullable(),
  afterTotal: z.number().nullable(),
}));
/** An entry of the audit trail. */
export type AdjustmentAuditEntry = z.infer<typeof adjustmentAuditEntrySchema>;
/** Answer of GET .../{id}/audit, oldest first. */
export const adjustmentAuditResponseSchema = lazySchema(() => z.array(adjustmentAuditEntrySchema).max(100_000));

/** Answer of POST .../{id}/versions: the new version. */
export const adjustmentVersionResponseSchema = lazySchema(() => z.object({ versionId: z.string().max(256), createdAt: z.string().max(40).optional() }));

/**
 * A row of the adjustment editor grid (spec part 1 §3): date YYYY-MM-DD, hour (HE or HB per the
 * adjustment), day name, loads in kWh.
 */
export const adjustmentRowSchema = lazySchema(() => z.object({
  id: z.string().max(256),
  date: z.string().max(10),
  hour: z.number().int().min(0).max(24),
  day: z.string().max(16),
  forecast: z.number().nullable(),
  adjustedForecast: z.number().nullable(),
  adjustmentCalculation: adjustmentCalculationSchema.default('none'),
  adjustmentValue: z.number().nullable().default(null),
  selected: z.boolean().default(false),
}));
/** A row of the adjustment editor grid. */
export type AdjustmentRow = z.infer<typeof adjustmentRowSchema>;

/** Adjustment list page size (spec part 1 §9). */
export const ADJUSTMENT_PAGE_SIZE = 5;

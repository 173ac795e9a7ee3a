import '../zodSetup';
import * as z from 'zod';
import {
  TEXT_DATE_FORMAT,
  TEXT_END_BEFORE_START,
  TEXT_FIELD_REQUIRED,
  TEXT_METER_ID_ALPHANUMERIC,
  TEXT_METER_ID_REQUIRED,
  TEXT_RUN_NAME_REQUIRED,
  TEXT_RUN_NAME_TOO_LONG,
  TEXT_RUN_NOTES_TOO_LONG,
} from '../texts';
import { lazySchema } from '../lazySchema';

/**
 * Pricing jobs, their input rows and runs (spec part 2 §3, §4 "Job progress", §5, §7 "Pricing").
 *
 * @module
 */

/** Job types on the wire (spec part 2 §3). */
export const jobTypeSchema = lazySchema(() => z.enum(['retail_cost_calculation', 'upload', 'check_status']));
/** A job type. */
export type JobType = z.infer<typeof jobTypeSchema>;

/**
 * Labels of job types in the Job Status table, in the spec's words, never the wire's: spec part 2
 * §3 "retail_cost_calculation (shown as calculation)"; a check_status job is the one the Check
 * Status button starts (part 2 §2 "Buttons Run and Check Status"), so it is shown as Check Status.
 */
export const JOB_TYPE_LABELS: Readonly<Record<JobType, string>> = {
  retail_cost_calculation: 'calculation',
  upload: 'upload',
  check_status: 'Check Status',
};

/** Job states (spec part 2 §4 list mapping: waiting, active, then finished ones). */
export const jobStateSchema = lazySchema(() => z.enum(['waiting', 'active', 'completed', 'failed']));
/** A job state. */
export type JobState = z.infer<typeof jobStateSchema>;

/** Job result statuses (spec part 2 §4: success, warning or error). */
export const jobStatusSchema = lazySchema(() => z.enum(['success', 'warning', 'error']));
/** A job status. */
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** The four progress milestones, in order (spec part 2 §4). */
export const JOB_MILESTONES = ['Data Validation', 'Get Data', 'Calculation', 'Persist Results'] as const;

/**
 * A job as listed by GET /pricing/v1/jobs (spec part 2 §3). `progress` is the number of
 * milestones done (0-4); `status` and `statusMessage` are set when finished; dates ISO 8601.
 */
export const jobSchema = lazySchema(() => z.object({
  jobId: z.string().max(256),
  type: jobTypeSchema,
  name: z.string().max(256),
  addedOn: z.string().max(40),
  finishedOn: z.string().max(40).nullable().optional(),
  state: jobStateSchema,
  progress: z.number().int().min(0).max(JOB_MILESTONES.length).nullable().optional(),
  status: jobStatusSchema.nullable().optional(),
  statusMessage: z.string().max(1024).nullable().optional(),
  contractCount: z.number().int().min(0).default(0),
  passedCount: z.number().int().min(0).default(0),
  failedCount: z.number().int().min(0).default(0),
}));
/** A job. */
export type Job = z.infer<typeof jobSchema>;

/** Answer of the job list. */
export const jobListResponseSchema = lazySchema(() => z.array(jobSchema));

/** Downloads are enabled only for a completed job with status success or warning (spec part 2 §4). */
export function canDownloadJob(job: Pick<Job, 'finishedOn' | 'status'>): boolean {
  return Boolean(job.finishedOn) && (job.status === 'success' || job.status === 'warning');
}

/** Run types chosen by the user (spec part 2 §3). */
export const runTypeSchema = lazySchema(() => z.enum(['calculation', 'check_status']));
/** A run type. */
export type RunType = z.infer<typeof runTypeSchema>;

/** The wire job type of a run type: calculation maps to retail_cost_calculation (spec part 2 §7). */
export function jobTypeOfRun(type: RunType): 'retail_cost_calculation' | 'check_status' {
  return type === 'calculation' ? 'retail_cost_calculation' : 'check_status';
}

/** Longest run name (spec part 2 §9). */
export const RUN_NAME_MAX = 30;
/** Longest run notes (spec part 2 §9). */
export const RUN_NOTES_MAX = 256;

/** A run (spec part 2 §3): name 1-30 characters, notes at most 256. */
export const runSchema = lazySchema(() => z.object({
  name: z.string().trim().min(1, { error: TEXT_RUN_NAME_REQUIRED }).max(RUN_NAME_MAX, { error: TEXT_RUN_NAME_TOO_LONG }),
  notes: z.string().max(RUN_NOTES_MAX, { error: TEXT_RUN_NOTES_TOO_LONG }).default(''),
  type: runTypeSchema,
}));
/** A run. */
export type Run = z.infer<typeof runSchema>;

/** Body of POST /pricing/v1/jobs (spec part 2 §7). */
export const createJobRequestSchema = lazySchema(() => z.object({
  name: z.string().trim().min(1).max(RUN_NAME_MAX),
  type: z.enum(['retail_cost_calculation', 'check_status']),
}));
/** Body of the create-job call. */
export type CreateJobRequest = z.infer<typeof createJobRequestSchema>;

/** Answer of POST /pricing/v1/jobs: the upload target `url`, the job `id`, then its `name`. */
export const createJobResponseSchema = lazySchema(() => z.object({
  url: z.string().max(4096),
  id: z.string().max(256),
  name: z.string().max(256).optional(),
}));
/** Answer of the create-job call. */
export type CreateJobResponse = z.infer<typeof createJobResponseSchema>;

/** Answer of POST /pricing/v1/jobs/{id} (start): a status and data. */
export const startJobResponseSchema = lazySchema(() => z.object({ status: z.string().max(128), data: z.unknown().optional() }));
/** Answer of the start-job call. */
export type StartJobResponse = z.infer<typeof startJobResponseSchema>;

/** Result files of a job (spec part 2 §7). */
export const jobResultKindSchema = lazySchema(() => z.enum(['monthly_price', 'summary_price']));
/** A result file kind. */
export type JobResultKind = z.infer<typeof jobResultKindSchema>;

/** Answer carrying a download URL: a JSON string or `{ url }`. */
export const urlResponseSchema = lazySchema(() => z
  .union([z.string().max(4096), z.object({ url: z.string().max(4096) })])
  .transform((v) => (typeof v === 'string' ? v : v.url)));

const requiredText = lazySchema(() => z.string({ error: TEXT_FIELD_REQUIRED }).trim().min(1, { error: TEXT_FIELD_REQUIRED }).max(256));
const rowDate = lazySchema(() => z.string({ error: TEXT_FIELD_REQUIRED }).min(1, { error: TEXT_FIELD_REQUIRED }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: TEXT_DATE_FORMAT }));

/**
 * A calculation input row (spec part 2 §3, §5): alphanumeric meterId; market, iso, edc, product,
 * profile required (membership in the server's distinct lists is checked by the caller); dates
 * YYYY-MM-DD; endDate not before startDate. `uid` is client-side only.
 */
export const calculationInputRowSchema = lazySchema(() => z
  .object({
    uid: z.string().max(256).optional(),
    meterId: z
      .string({ error: TEXT_METER_ID_REQUIRED })
      .trim()
      .min(1, { error: TEXT_METER_ID_REQUIRED })
      .max(128)
      .regex(/^[A-Za-z0-9]+$/, { error: TEXT_METER_ID_ALPHANUMERIC }),
    market: requiredText,
    iso: requiredText,
    edc: requiredText,
    product: requiredText,
    profile: requiredText,
    startDate: rowDate,
    endDate: rowDate,
    asOfDate: rowDate,
  })
  .refine((row) => row.endDate >= row.startDate, { error: TEXT_END_BEFORE_START, path: ['endDate'] }));
/** A calculation input row. */
export type CalculationInputRow = z.infer<typeof calculationInputRowSchema>;

/** Fields whose values come from GET /pricing/v1/calculation-parameters/distinct (spec part 2 §7). */
export const calculationParameterSchema = lazySchema(() => z.enum(['market', 'iso', 'edc', 'product', 'profile']));
/** A calculation parameter. */
export type CalculationParameter = z.infer<typeof calculationParameterSchema>;

/** Answer of the distinct-parameters call: each field to its values. */
export const calculationParametersResponseSchema = lazySchema(() => z.partialRecord(calculationParameterSchema, z.array(z.string().max(256)).max(100_000)));
/** Answer of the distinct-parameters call. */
export type CalculationParameters = z.infer<typeof calculationParametersResponseSchema>;

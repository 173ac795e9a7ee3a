import { canDownloadJob, JOB_MILESTONES, JOB_TYPE_LABELS, jobCompletedText, TEXT_IN_QUEUE, type Job, type JobStatus } from '@loadline/core';

/**
 * What the Job Status table shows of a job (spec part 2 §3 "Job", §4 "Job progress"). Pure.
 *
 * @module
 */

/** The Progress cell of a job. */
export type JobProgressView =
  | { kind: 'queue'; text: string }
  | { kind: 'active'; /** Milestones done, 0-4. */ done: number; milestones: readonly { name: string; state: 'done' | 'current' | 'todo' }[] }
  | { kind: 'completed'; text: string; status: JobStatus };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A job time as 'YYYY-MM-DD HH:mm' in `timeZone` (the browser's by default).
 * @example formatJobTime('2025-07-01T15:04:05Z', 'UTC') // '2025-07-01 15:04'
 */
export function formatJobTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${pad(Number(parts.hour))}:${parts.minute}`;
}

/**
 * The Progress cell (spec part 2 §4): finished (finishedOn present) gives 'Completed {time}
 * status: {message}' coloured by status; state waiting gives 'In Queue'; state active gives the
 * four milestones (Data Validation, Get Data, Calculation, Persist Results) with `progress` done.
 */
export function jobProgressView(job: Job, timeZone?: string): JobProgressView {
  if (job.finishedOn) {
    const status: JobStatus = job.status ?? (job.state === 'failed' ? 'error' : 'success');
    return { kind: 'completed', status, text: jobCompletedText(formatJobTime(job.finishedOn, timeZone), job.statusMessage ?? status) };
  }
  if (job.state === 'waiting') return { kind: 'queue', text: TEXT_IN_QUEUE };
  const done = Math.min(Math.max(job.progress ?? 0, 0), JOB_MILESTONES.length);
  return {
    kind: 'active',
    done,
    milestones: JOB_MILESTONES.map((name, i) => ({ name, state: i < done ? 'done' : i === done ? 'current' : 'todo' })),
  };
}

/** The Job type cell (retail_cost_calculation is shown as calculation). */
export function jobTypeLabel(job: Pick<Job, 'type'>): string {
  return JOB_TYPE_LABELS[job.type];
}

/** Whether the row's Download Monthly / Download Summary are enabled (completed with success or warning). */
export const canDownload = canDownloadJob;

/** Whether any job is still waiting or running (the table keeps refreshing while so). */
export function hasUnfinishedJobs(jobs: readonly Job[]): boolean {
  return jobs.some((j) => !j.finishedOn && (j.state === 'waiting' || j.state === 'active'));
}

/** Jobs newest first (by addedOn). */
export function sortJobs(jobs: readonly Job[]): Job[] {
  return [...jobs].sort((a, b) => (a.addedOn < b.addedOn ? 1 : a.addedOn > b.addedOn ? -1 : 0));
}

import type { NotificationKind, ServerNotification } from '@loadline/core';

/** The Job Status screen a job notification's See Job link opens (spec part 2 section 2). */
export const JOB_STATUS_PATH = '/pricing/pricing-management/jobstatus';

/** A notification as the Latest panel shows it (spec part 1 sections 1 and 3). */
export interface PanelNotification {
  /** Stable id for React keys (the server's id, or code and date). */
  id: string;
  kind: NotificationKind;
  title: string;
  description: string;
  /** Optional extra line, e.g. the job's name. */
  extraContent?: string;
  /** ISO 8601 instant. */
  date: string;
  /** Route of the See Job link, for job notifications. */
  jobLink?: string;
}

const KIND_BY_STATUS: Readonly<Record<string, NotificationKind>> = {
  success: 'positive',
  succeeded: 'positive',
  completed: 'positive',
  warning: 'warning',
  error: 'error',
  failed: 'error',
  failure: 'error',
};

/**
 * Maps a server notification (code, mod, title, description, date, meta) to the panel's form:
 * the kind follows `meta.status` (success → positive, warning → warning, error or failed → error,
 * anything else neutral); a job notification (code `job_*`, or a `meta.jobId`) carries a See Job
 * link to Job Status and its job name as extra content.
 *
 * @example
 * toPanelNotification({ code: 'job_completed', mod: 'mod_pricing', title: 'Job completed',
 *   description: '…', date: '2026-11-21T04:00:00Z', meta: { status: 'success' } }).kind // 'positive'
 */
export function toPanelNotification(n: ServerNotification): PanelNotification {
  const meta: Record<string, unknown> = n.meta ?? {};
  const status = typeof meta.status === 'string' ? meta.status.toLowerCase() : '';
  const isJob = n.code.startsWith('job_') || typeof meta.jobId === 'string';
  const jobName = typeof meta.jobName === 'string' && meta.jobName !== '' ? meta.jobName : undefined;
  const extra = typeof meta.extraContent === 'string' && meta.extraContent !== '' ? meta.extraContent : jobName;
  return {
    id: n.id ?? `${n.code}-${n.date}`,
    kind: KIND_BY_STATUS[status] ?? 'neutral',
    title: n.title,
    description: n.description,
    ...(extra ? { extraContent: extra } : {}),
    date: n.date,
    ...(isJob ? { jobLink: JOB_STATUS_PATH } : {}),
  };
}

/**
 * A notification's date as the panel prints it, in the viewer's locale and time zone
 * (e.g. "Nov 21, 2026, 4:00 AM"); the raw text when it is not a date.
 */
export function formatNotificationDate(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

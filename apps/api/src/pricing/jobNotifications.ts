import { JOB_TYPE_LABELS, TEXT_SEE_JOB } from '@loadline/core';
import type { NotificationInput, NotificationStore } from '../stores/notifications';
import type { JobRecord } from './jobStore';

/**
 * The job start and job complete notifications of spec part 2 §2 ("Job start and job complete
 * notifications carry a See Job link to Job Status"), in the shape the seeded ones use (code, mod,
 * kind, title, description, meta.status / jobName / link). Their ids are derived from the job id,
 * so a job resumed after a restart never notifies twice (the store inserts if absent).
 *
 * @module
 */

/** The Job Status route a notification's See Job link opens (spec part 2 §2). */
export const JOB_STATUS_PATH = '/pricing/pricing-management/jobstatus';

const label = (job: Pick<JobRecord, 'type'>) => (job.type === 'retail_cost_calculation' ? 'Retail cost calculation' : JOB_TYPE_LABELS[job.type]);

/** 'Job started' for `job`, to its owner. */
export function jobStartedNotification(job: JobRecord, at: number): NotificationInput {
  return {
    id: `ntf-job-${job.jobId}-started`,
    userId: job.userId,
    isGlobal: false,
    createdAt: at,
    body: {
      code: 'job_started',
      mod: 'mod_pricing',
      kind: 'neutral',
      title: 'Job started',
      description: `${label(job)} ${job.name} started.`,
      meta: { status: 'active', jobId: job.jobId, jobName: job.name, link: { label: TEXT_SEE_JOB, path: JOB_STATUS_PATH } },
    },
  };
}

/** 'Job completed' for a finished `job` (status success, warning or error), to its owner. */
export function jobCompletedNotification(job: JobRecord, at: number): NotificationInput {
  const status = job.status ?? (job.state === 'failed' ? 'error' : 'success');
  return {
    id: `ntf-job-${job.jobId}-completed`,
    userId: job.userId,
    isGlobal: false,
    createdAt: at,
    body: {
      code: 'job_completed',
      mod: 'mod_pricing',
      kind: status === 'success' ? 'positive' : status,
      title: 'Job completed',
      description: `${label(job)} ${job.name} completed: ${job.passedCount} passed, ${job.failedCount} failed.`,
      meta: { status, jobId: job.jobId, jobName: job.name, link: { label: TEXT_SEE_JOB, path: JOB_STATUS_PATH } },
    },
  };
}

/**
 * Wraps a job runner so the job's owner is notified when it starts and when it has finished.
 * A notification that cannot be stored never fails the job (it is reported to `onError`).
 */
export function withJobNotifications(
  run: (jobId: string) => Promise<void>,
  deps: { get: (jobId: string) => Promise<JobRecord | undefined>; notifications: Pick<NotificationStore, 'insertIfAbsent'>; now: () => number; onError: (err: unknown) => void },
): (jobId: string) => Promise<void> {
  const notify = async (make: () => Promise<NotificationInput | undefined>) => {
    try {
      const n = await make();
      if (n) await deps.notifications.insertIfAbsent(n);
    } catch (err) {
      deps.onError(err);
    }
  };
  return async (jobId) => {
    await notify(async () => {
      const job = await deps.get(jobId);
      return job && !job.finishedOn ? jobStartedNotification(job, deps.now()) : undefined;
    });
    try {
      await run(jobId);
    } finally {
      await notify(async () => {
        const job = await deps.get(jobId);
        return job?.finishedOn ? jobCompletedNotification(job, deps.now()) : undefined;
      });
    }
  };
}

import type { Job } from '@loadline/core';
import { ErrorState, errorDetailsOf, part } from '@loadline/ui';
import { useState } from 'react';
import { pricingTexts } from '../../texts';
import { CostStackPanel } from './CostStackPanel';
import * as css from './JobStatus.css';
import { JobTable } from './JobTable';
import { useJobCost, useJobStatus, type JobStatusOptions } from './useJobStatus';

/** Props of {@link JobStatus}. */
export interface JobStatusProps extends JobStatusOptions {
  /** Rerun: the host opens Calculations with the job's id (navigation state jobUid). */
  onRerun: (jobId: string) => void;
  /** Time zone of the dates. @default the browser's */
  timeZone?: string;
}

/**
 * The Job Status screen (spec part 2 §2 "Job Status screen", §4): the job table, refreshed live
 * while a job runs, its downloads and Rerun; per finished calculation, the cost stack and (for a
 * rerun) the difference against the run it repeats. Needs a `LoadlineProvider` and a `ToastProvider`.
 *
 * @example <JobStatus onRerun={(jobUid) => navigate('../calculations', { state: { jobUid } })} />
 */
export function JobStatus({ onRerun, timeZone, ...options }: JobStatusProps) {
  const status = useJobStatus(options);
  const [costJobId, setCostJobId] = useState<string | null>(null);
  const costJob: Job | null = status.jobs.find((j) => j.jobId === costJobId) ?? null;
  const cost = useJobCost(costJob, status.jobs);
  return (
    <section {...part('job-status', css.page)} aria-busy={status.loading || undefined}>
      {status.error ? (
        <ErrorState title={pricingTexts.jobsLoadFailed} {...errorDetailsOf(status.failure)} retrying={status.retrying} onRetry={status.retry} />
      ) : null}
      <JobTable
        jobs={status.jobs}
        timeZone={timeZone}
        onDownload={(job, kind) => void status.download(job, kind)}
        onRerun={(job) => onRerun(job.jobId)}
        onShowCost={(job) => setCostJobId(job.jobId)}
      />
      {costJob ? (
        <CostStackPanel job={costJob} stack={cost.stack} repeats={cost.repeats} difference={cost.difference} previousTotalUsd={cost.previousTotalUsd} loading={cost.loading} error={cost.error} onClose={() => setCostJobId(null)} />
      ) : null}
    </section>
  );
}

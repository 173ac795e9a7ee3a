import type { Job, JobResultKind } from '@loadline/core';
import { Button, Menu, part } from '@loadline/ui';
import { canDownload, formatJobTime, jobProgressView, jobTypeLabel } from '../../model/jobView';
import { pricingTexts } from '../../texts';
import * as css from './JobStatus.css';

/** Props of {@link JobTable}. */
export interface JobTableProps {
  jobs: readonly Job[];
  /** Time zone of the dates. @default the browser's */
  timeZone?: string;
  onDownload: (job: Job, kind: JobResultKind) => void;
  onRerun: (job: Job) => void;
  /** Shows a job's cost stack; without it the Cost button is hidden. @default undefined */
  onShowCost?: (job: Job) => void;
}

function Progress({ job, timeZone }: { job: Job; timeZone?: string | undefined }) {
  const view = jobProgressView(job, timeZone);
  if (view.kind === 'queue') return <span className={css.muted}>{view.text}</span>;
  if (view.kind === 'completed') return <span className={css.status[view.status]} data-status={view.status}>{view.text}</span>;
  return (
    <ol className={css.milestones} aria-label={`${view.done} of ${view.milestones.length}`}>
      {view.milestones.map((m) => (
        <li key={m.name} className={css.milestone[m.state]} data-state={m.state} aria-current={m.state === 'current' ? 'step' : undefined}>
          {m.name}
        </li>
      ))}
    </ol>
  );
}

/**
 * The Job Status table (spec part 2 §2 "Job Status screen", §4 "Job progress"): Job type, Job
 * name, Date inititated, Contract Count, Passed, Failed, Progress and the actions menu (Download
 * Monthly and Download Summary enabled only for success or warning, Rerun).
 */
export function JobTable({ jobs, timeZone, onDownload, onRerun, onShowCost }: JobTableProps) {
  return (
    <div {...part('job-table', css.scroller)}>
      <table className={css.table} aria-label={pricingTexts.jobStatus}>
        <thead>
          <tr>
            {pricingTexts.jobColumns.map((c, i) => (
              <th key={c} scope="col" className={`${css.th} ${i >= 3 && i <= 5 ? css.num : ''}`}>{c}</th>
            ))}
            <th scope="col" className={css.th}><span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{pricingTexts.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {jobs.length === 0 ? (
            <tr><td className={`${css.td} ${css.muted}`} colSpan={8}>{pricingTexts.noJobs}</td></tr>
          ) : null}
          {jobs.map((job) => {
            const downloadable = canDownload(job);
            return (
              <tr key={job.jobId} data-job-id={job.jobId} data-state={job.state}>
                <td className={css.td}>{jobTypeLabel(job)}</td>
                <td className={css.td}>{job.name}</td>
                <td className={css.td}>{formatJobTime(job.addedOn, timeZone)}</td>
                <td className={`${css.td} ${css.num}`}>{job.contractCount}</td>
                <td className={`${css.td} ${css.num}`}>{job.passedCount}</td>
                <td className={`${css.td} ${css.num}`}>{job.failedCount}</td>
                <td className={css.td}><Progress job={job} timeZone={timeZone} /></td>
                <td className={css.td}>
                  <span className={css.actions}>
                    {onShowCost && downloadable && job.type === 'retail_cost_calculation' ? (
                      <Button size="sm" variant="ghost" onClick={() => onShowCost(job)} aria-label={`${pricingTexts.showCost} ${job.name}`}>{pricingTexts.showCost}</Button>
                    ) : null}
                    <Menu
                      trigger={<Button size="sm" variant="ghost" aria-label={pricingTexts.jobActions(job.name)}>⋮</Button>}
                      items={[
                        { id: 'monthly_price', label: pricingTexts.downloadMonthly, disabled: !downloadable },
                        { id: 'summary_price', label: pricingTexts.downloadSummary, disabled: !downloadable },
                        { id: 'rerun', label: pricingTexts.rerun },
                      ]}
                      onSelect={(id) => (id === 'rerun' ? onRerun(job) : onDownload(job, id as JobResultKind))}
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { actionErrorMessage, type Job, type JobResultKind } from '@loadline/core';
import { loadlineQueries, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { costDifference, costStackOf, type CostDifference, type CostStack } from '../../model/costStack';
import { canDownload, hasUnfinishedJobs, sortJobs } from '../../model/jobView';
import { pricingConstants } from '../../texts';

/** Options of {@link useJobStatus}. */
export interface JobStatusOptions {
  /** Refresh period while a job is waiting or running, ms. @default 2000 */
  pollMs?: number;
  /** Opens a result URL (spec part 2 §7: in a new window). @default window.open(url, '_blank', 'noopener') */
  openUrl?: (url: string) => void;
}

/** State and actions of the Job Status table. */
export interface JobStatusState {
  /** Jobs, newest first. */
  jobs: Job[];
  loading: boolean;
  /** Message of a failed job list call. */
  error: string | null;
  /** That call's error (its HTTP status and request id, when the server answered them). */
  failure: unknown;
  /** A retry of the job list is under way. */
  retrying: boolean;
  /** Asks for the job list again. */
  retry: () => void;
  /** Opens the result file of a job (Download Monthly / Download Summary). */
  download: (job: Job, kind: JobResultKind) => Promise<void>;
}

const defaultOpen = (url: string) => {
  globalThis.open?.(url, '_blank', 'noopener');
};

/**
 * The job list of Job Status (spec part 2 §2, §4, §7 GET /pricing/v1/jobs), refreshed every
 * `pollMs` while a job is waiting or running so progress moves live; downloads ask the result
 * URL (GET .../results/{kind}) and open it. Needs a `LoadlineProvider` and a `ToastProvider`.
 *
 * @example const status = useJobStatus();
 */
export function useJobStatus({ pollMs = pricingConstants.jobPollMs, openUrl = defaultOpen }: JobStatusOptions = {}): JobStatusState {
  const pricing = useAdapterDomain('pricing');
  const toast = useToast();
  const query = useQuery(
    {
      ...loadlineQueries.jobs(pricing),
      refetchInterval: (q) => (hasUnfinishedJobs(q.state.data ?? []) ? pollMs : false),
      refetchIntervalInBackground: false,
    },
    useLoadlineQueryClient(),
  );
  const jobs = useMemo(() => sortJobs(query.data ?? []), [query.data]);
  const download = useCallback(
    async (job: Job, kind: JobResultKind) => {
      if (!canDownload(job)) return;
      try {
        openUrl(await pricing.jobResultUrl(job.jobId, kind));
      } catch (err) {
        const t = actionErrorMessage('other', err);
        if (t) toast.show({ kind: 'error', title: t.message });
      }
    },
    [pricing, openUrl, toast],
  );
  return {
    jobs,
    loading: query.isPending,
    error: query.error ? query.error.message : null,
    failure: query.error,
    retrying: Boolean(query.error) && query.isFetching,
    retry: () => void query.refetch(),
    download,
  };
}

/** The cost stack of a job and, for a rerun, the difference against the run it repeats. */
export interface JobCostState {
  stack: CostStack | undefined;
  /** The earlier job with the same input rows (the run this one repeats), or null. `undefined` while looking. */
  repeats: Job | null | undefined;
  difference: CostDifference[] | undefined;
  /** Total $ of the run it repeats. */
  previousTotalUsd: number | undefined;
  loading: boolean;
  error: string | null;
}

/** Earlier jobs looked at when finding the run a job repeats. */
const REPEAT_SEARCH_LIMIT = 10;

/**
 * The cost stack of `job` (its summary_price file summed by component) and, when an earlier
 * finished calculation had exactly the same input rows (a Rerun uploads the same CSV), the
 * per-component difference against the newest such run.
 *
 * @example const cost = useJobCost(job, jobs);
 */
export function useJobCost(job: Job | null, jobs: readonly Job[]): JobCostState {
  const pricing = useAdapterDomain('pricing');
  const client = useLoadlineQueryClient();
  const ready = job !== null && job.type === 'retail_cost_calculation' && canDownload(job);
  const stack = useQuery(
    {
      queryKey: ['loadline', 'pricing', 'jobs', job?.jobId, 'cost'],
      queryFn: ready ? async ({ signal }) => costStackOf(await pricing.jobResultCsv(job.jobId, 'summary_price', { signal })) : skipToken,
      staleTime: Infinity,
    },
    client,
  );
  const candidates = useMemo(
    () => (ready ? jobs.filter((j) => j.jobId !== job.jobId && j.type === job.type && j.addedOn < job.addedOn && canDownload(j)).slice(0, REPEAT_SEARCH_LIMIT) : []),
    [ready, jobs, job],
  );
  const repeats = useQuery(
    {
      queryKey: ['loadline', 'pricing', 'jobs', job?.jobId, 'repeats', candidates.map((c) => c.jobId)],
      queryFn: ready
        ? async ({ signal }) => {
            const input = await pricing.jobInputCsv(job.jobId, { signal });
            for (const c of candidates) {
              const other = await pricing.jobInputCsv(c.jobId, { signal }).catch(() => null);
              if (other === input) return c;
            }
            return null;
          }
        : skipToken,
      staleTime: Infinity,
    },
    client,
  );
  const previous = repeats.data ?? null;
  const previousStack = useQuery(
    {
      queryKey: ['loadline', 'pricing', 'jobs', previous?.jobId, 'cost'],
      queryFn: previous ? async ({ signal }) => costStackOf(await pricing.jobResultCsv(previous.jobId, 'summary_price', { signal })) : skipToken,
      staleTime: Infinity,
    },
    client,
  );
  const difference = useMemo(
    () => (stack.data && previousStack.data ? costDifference(stack.data, previousStack.data) : undefined),
    [stack.data, previousStack.data],
  );
  const error = stack.error ?? repeats.error ?? previousStack.error;
  return {
    stack: stack.data,
    repeats: ready ? repeats.data : null,
    difference,
    previousTotalUsd: previousStack.data?.totalUsd,
    loading: stack.isFetching || repeats.isFetching || previousStack.isFetching,
    error: error ? error.message : null,
  };
}

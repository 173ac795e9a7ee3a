import '@testing-library/jest-dom/vitest';
import { ToastProvider } from '@loadline/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadlineHttpError, type DataAdapter } from '@loadline/core';
import { describe, expect, it, vi } from 'vitest';
import { STORY_JOBS, StoryProvider } from '../../stories/storyAdapter';
import { JobStatus } from './JobStatus';

function setup() {
  const onRerun = vi.fn();
  const openUrl = vi.fn();
  render(<StoryProvider jobs={STORY_JOBS}><ToastProvider><JobStatus onRerun={onRerun} openUrl={openUrl} timeZone="UTC" pollMs={60_000} /></ToastProvider></StoryProvider>);
  return { onRerun, openUrl };
}
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('JobStatus (spec part 2 §2 "Job Status screen", §4 "Job progress")', () => {
  it('shows the error state with the status text, the request id and Retry when the job list cannot be loaded', async () => {
    let fail = true;
    const adapt = (a: DataAdapter): DataAdapter => ({ ...a, pricing: { ...a.pricing, listJobs: (...args: Parameters<DataAdapter['pricing']['listJobs']>) => (fail ? Promise.reject(new LoadlineHttpError(404, 'Not Found', 'req-0f3c')) : a.pricing.listJobs(...args)) } });
    render(<StoryProvider jobs={STORY_JOBS} adapt={adapt}><ToastProvider><JobStatus onRerun={() => {}} timeZone="UTC" pollMs={60_000} /></ToastProvider></StoryProvider>);
    const alert = await screen.findByRole('alert', { name: 'Jobs could not be loaded' }, { timeout: 5000 });
    expect(alert).toHaveTextContent('404 Not Found');
    expect(alert).toHaveTextContent('Request id: req-0f3c');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('cell', { name: 'analyst_july' }, { timeout: 5000 });
    expect(screen.queryByRole('alert', { name: 'Jobs could not be loaded' })).not.toBeInTheDocument();
  });

  it("shows the spec's columns and each state: In Queue, milestones, the coloured completed text", async () => {
    setup();
    await screen.findByRole('cell', { name: 'analyst_july' }, { timeout: 5000 });
    expect(screen.getAllByRole('columnheader').slice(0, 7).map((h) => h.textContent)).toEqual([
      'Job type', 'Job name', 'Date inititated', 'Contract Count', 'Passed', 'Failed', 'Progress',
    ]);
    expect(within(row('analyst_20250701150000')).getByText('In Queue')).toBeInTheDocument();
    const steps = within(row('analyst_20250701145500')).getAllByRole('listitem');
    expect(steps.map((s) => `${s.textContent}:${s.getAttribute('data-state')}`)).toEqual(['Data Validation:done', 'Get Data:done', 'Calculation:current', 'Persist Results:todo']);
    expect(within(row('analyst_check')).getByText('Completed 2025-07-01 13:00 status: 1 of 2 contracts can be priced; line 3: No prices for the load zone')).toHaveAttribute('data-status', 'warning');
    expect(within(row('analyst_bad_file')).getByText('Completed 2025-07-01 12:00 status: file has incorrect headers')).toHaveAttribute('data-status', 'error');
    expect(within(row('analyst_july')).getAllByRole('cell').map((c) => c.textContent).slice(0, 6)).toEqual(['calculation', 'analyst_july', '2025-07-01 11:00', '2', '2', '0']);
    expect(within(row('analyst_check')).getAllByRole('cell')[0]).toHaveTextContent(/^Check Status$/);
  });

  it('enables downloads only for success or warning, opens the result URL, and reruns', async () => {
    const { onRerun, openUrl } = setup();
    await screen.findByRole('cell', { name: 'analyst_july' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Actions of analyst_bad_file' }));
    expect(screen.getByRole('menuitem', { name: 'Download Monthly' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Download Summary' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rerun' }));
    expect(onRerun).toHaveBeenCalledWith('job-2');
    await userEvent.click(screen.getByRole('button', { name: 'Actions of analyst_july' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download Summary' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('memory://pricing/jobs/job-1/results/summary_price'));
  });

  it('refreshes while a job runs, and stops once every job has finished', async () => {
    const running = { ...STORY_JOBS[1]!, progress: 1 };
    const answers = [[running], [{ ...running, progress: 3 }], [{ ...running, state: 'completed' as const, status: 'success' as const, statusMessage: '2 of 2 contracts priced', finishedOn: '2025-07-01T14:56:00Z', progress: 4 }]];
    let calls = 0;
    const adapt = (a: DataAdapter): Partial<DataAdapter> => ({ ...a, pricing: { ...a.pricing, listJobs: async () => answers[Math.min(calls++, answers.length - 1)]! } });
    render(<StoryProvider adapt={adapt}><ToastProvider><JobStatus onRerun={() => {}} openUrl={() => {}} timeZone="UTC" pollMs={50} /></ToastProvider></StoryProvider>);
    const current = () => screen.queryByRole('listitem', { current: 'step' })?.textContent;
    await waitFor(() => expect(current()).toBe('Get Data'));
    await waitFor(() => expect(current()).toBe('Persist Results'));
    expect(await screen.findByText('Completed 2025-07-01 14:56 status: 2 of 2 contracts priced')).toHaveAttribute('data-status', 'success');
    const settled = calls;
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toBe(settled);
  });

  it('shows the cost stack and, for a rerun, the difference against the run it repeats', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Cost analyst_rerun_july' }));
    const panel = await screen.findByRole('region', { name: 'Cost stack of analyst_rerun_july' });
    await within(panel).findByText('Difference against analyst_july, the earlier run of the same input rows');
    const energy = () => within(within(panel).getByRole('rowheader', { name: 'ENERGY' }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    await waitFor(() => expect(energy()).toEqual(['201.75', '56.1%', '180.25', '+21.50']));
    expect(within(panel).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('359.35100%337.85+21.50');
    expect(within(panel).getByRole('img').getAttribute('aria-label')).toMatch(/^ENERGY 56\.1%, ANCILLARY 1\.7%/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cost analyst_july' }));
    const first = await screen.findByRole('region', { name: 'Cost stack of analyst_july' });
    expect(await within(first).findByText('No earlier run of the same input rows')).toBeInTheDocument();
  });
});

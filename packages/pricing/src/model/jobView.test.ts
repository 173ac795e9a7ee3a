import { jobSchema, type Job } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { canDownload, formatJobTime, hasUnfinishedJobs, jobProgressView, jobTypeLabel, sortJobs } from './jobView';

const job = (over: Partial<Job>): Job => jobSchema.parse({ jobId: 'j', type: 'retail_cost_calculation', name: 'n', addedOn: '2025-07-01T15:00:00Z', state: 'waiting', ...over });

describe('job view (spec part 2 §4 "Job progress")', () => {
  it("shows 'In Queue' while waiting, the four milestones while active, then the completed text", () => {
    expect(jobProgressView(job({ state: 'waiting' }))).toEqual({ kind: 'queue', text: 'In Queue' });
    const active = jobProgressView(job({ state: 'active', progress: 2 }));
    expect(active).toMatchObject({ kind: 'active', done: 2 });
    expect(active.kind === 'active' && active.milestones.map((m) => `${m.name}:${m.state}`)).toEqual([
      'Data Validation:done', 'Get Data:done', 'Calculation:current', 'Persist Results:todo',
    ]);
    expect(jobProgressView(job({ state: 'completed', status: 'warning', statusMessage: '9 of 10 contracts priced', finishedOn: '2025-07-01T15:04:59Z' }), 'UTC'))
      .toEqual({ kind: 'completed', status: 'warning', text: 'Completed 2025-07-01 15:04 status: 9 of 10 contracts priced' });
    expect(jobProgressView(job({ state: 'failed', finishedOn: '2025-07-01T15:04:59Z' }), 'America/Chicago'))
      .toEqual({ kind: 'completed', status: 'error', text: 'Completed 2025-07-01 10:04 status: error' });
  });

  it('enables downloads only for a completed success or warning', () => {
    const done = { state: 'completed' as const, finishedOn: '2025-07-01T15:04:59Z' };
    expect(canDownload(job({ ...done, status: 'success' }))).toBe(true);
    expect(canDownload(job({ ...done, status: 'warning' }))).toBe(true);
    expect(canDownload(job({ ...done, state: 'failed', status: 'error' }))).toBe(false);
    expect(canDownload(job({ state: 'active', progress: 3 }))).toBe(false);
  });

  it('labels types, sorts newest first, and knows when to keep polling', () => {
    expect(jobTypeLabel(job({}))).toBe('calculation');
    expect(jobTypeLabel(job({ type: 'check_status' }))).toBe('Check Status');
    const a = job({ jobId: 'a', addedOn: '2025-07-01T10:00:00Z', state: 'completed', finishedOn: '2025-07-01T10:01:00Z', status: 'success' });
    const b = job({ jobId: 'b', addedOn: '2025-07-02T10:00:00Z', state: 'active' });
    expect(sortJobs([a, b]).map((j) => j.jobId)).toEqual(['b', 'a']);
    expect(hasUnfinishedJobs([a, b])).toBe(true);
    expect(hasUnfinishedJobs([a])).toBe(false);
    expect(formatJobTime('not a date')).toBe('not a date');
  });
});

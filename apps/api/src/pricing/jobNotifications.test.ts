import { describe, expect, it, vi } from 'vitest';
import type { NotificationInput } from '../stores/notifications';
import { withJobNotifications } from './jobNotifications';
import type { JobRecord } from './jobStore';

const base: JobRecord = {
  jobId: 'j1', userId: 'u1', orgId: 'o1', type: 'retail_cost_calculation', name: 'analyst_july', addedOn: '2025-07-01T15:00:00Z',
  finishedOn: null, state: 'waiting', progress: null, status: null, statusMessage: null, contractCount: 0, passedCount: 0, failedCount: 0,
  startedAt: 1, hasInput: true,
};

function harness(finish: Partial<JobRecord>) {
  let job: JobRecord = { ...base };
  const stored = new Map<string, NotificationInput>();
  const notifications = { insertIfAbsent: vi.fn(async (n: NotificationInput) => { if (!stored.has(n.id)) stored.set(n.id, n); }) };
  const run = withJobNotifications(async () => { job = { ...job, ...finish }; }, { get: async () => job, notifications, now: () => 1000, onError: () => {} });
  return { run, stored };
}

describe('job notifications (spec part 2 §2: job start and job complete, with See Job)', () => {
  it('notifies the owner when the job starts and when it completes, with its status and See Job', async () => {
    const { run, stored } = harness({ finishedOn: '2025-07-01T15:00:09Z', state: 'completed', status: 'warning', passedCount: 9, failedCount: 1 });
    await run('j1');
    expect([...stored.values()].map((n) => [n.userId, n.body.code, n.body.title, n.body.kind, (n.body.meta as { status: string }).status])).toEqual([
      ['u1', 'job_started', 'Job started', 'neutral', 'active'],
      ['u1', 'job_completed', 'Job completed', 'warning', 'warning'],
    ]);
    expect(stored.get('ntf-job-j1-completed')?.body).toMatchObject({
      description: 'Retail cost calculation analyst_july completed: 9 passed, 1 failed.',
      meta: { jobId: 'j1', jobName: 'analyst_july', link: { label: 'See Job', path: '/pricing/pricing-management/jobstatus' } },
    });
  });

  it('a job run again after a restart notifies once; a job that throws still says it completed when it has finished', async () => {
    const { run, stored } = harness({ finishedOn: '2025-07-01T15:00:09Z', state: 'failed', status: 'error' });
    await run('j1');
    await run('j1');
    expect(stored.size).toBe(2);
    let job: JobRecord = { ...base };
    const store = new Map<string, NotificationInput>();
    const failing = withJobNotifications(async () => { job = { ...job, finishedOn: '2025-07-01T15:00:01Z', state: 'failed', status: 'error' }; throw new Error('boom'); }, {
      get: async () => job, notifications: { insertIfAbsent: async (n) => { store.set(n.id, n); } }, now: () => 1, onError: () => {},
    });
    await expect(failing('j1')).rejects.toThrow('boom');
    expect(store.get('ntf-job-j1-completed')?.body.kind).toBe('error');
  });

  it('a notification that cannot be stored never fails the job', async () => {
    const onError = vi.fn();
    const ran = vi.fn(async () => {});
    const run = withJobNotifications(ran, { get: async () => base, notifications: { insertIfAbsent: () => Promise.reject(new Error('disk full')) }, now: () => 1, onError });
    await run('j1');
    expect(ran).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalled();
  });
});

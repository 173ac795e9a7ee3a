import type { ServerNotification } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { formatNotificationDate, toPanelNotification } from './toPanelNotification';

const base: ServerNotification = { id: 'n', code: 'maintenance', mod: 'mod_load_forecast', title: 'T', description: 'D', date: '2026-11-21T04:00:00.000Z' };

describe('toPanelNotification', () => {
  it('takes the kind from meta.status', () => {
    const kind = (status?: string) => toPanelNotification({ ...base, ...(status ? { meta: { status } } : {}) }).kind;
    expect(kind('success')).toBe('positive');
    expect(kind('Warning')).toBe('warning');
    expect(kind('failed')).toBe('error');
    expect(kind('error')).toBe('error');
    expect(kind('active')).toBe('neutral');
    expect(kind()).toBe('neutral');
  });

  it('gives job notifications a See Job link to Job Status and their job name as extra content', () => {
    const job = toPanelNotification({ ...base, code: 'job_started', meta: { status: 'active', jobName: 'august_contracts' } });
    expect(job).toMatchObject({ jobLink: '/pricing/pricing-management/jobstatus', extraContent: 'august_contracts' });
    expect(toPanelNotification({ ...base, meta: { jobId: 'j-1' } }).jobLink).toBe('/pricing/pricing-management/jobstatus');
    expect(toPanelNotification(base)).not.toHaveProperty('jobLink');
    expect(toPanelNotification(base)).not.toHaveProperty('extraContent');
  });

  it('prints the date in the given zone, and an unreadable date as sent', () => {
    expect(formatNotificationDate('2026-11-21T04:00:00.000Z', 'en-US', 'America/Chicago')).toBe('Nov 20, 2026, 10:00 PM');
    expect(formatNotificationDate('yesterday')).toBe('yesterday');
  });
});

import { dashboardSchema } from '@loadline/core';
import { FIXTURE_CONFIGS, FIXTURE_DASHBOARDS, FIXTURE_USERS } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import { dashboardChips, splitDashboards } from './dashboardTabs';

const all = FIXTURE_DASHBOARDS.map((d) => dashboardSchema.parse(d));
const [analyst, forecaster] = FIXTURE_USERS;

describe('splitDashboards', () => {
  it('puts the owner dashboards under mine and those shared by name or organisation under shared', () => {
    const { mine, shared } = splitDashboards(all, analyst!.email);
    expect(mine.map((d) => d.dashboardId)).toEqual(['dsh-coast-july']);
    // dsh-private (the forecaster's, not shared) is in neither list.
    expect(shared.map((d) => d.dashboardId)).toEqual(['dsh-shared-by-name', 'dsh-shared-with-org']);
  });

  it('matches a named share by user id as well as by e-mail', () => {
    expect(splitDashboards(all, analyst!.userId).shared.map((d) => d.dashboardId)).toEqual(['dsh-shared-by-name', 'dsh-shared-with-org']);
    expect(splitDashboards(all, forecaster!.email).mine.map((d) => d.dashboardId)).toEqual(['dsh-shared-by-name', 'dsh-private']);
  });
});

describe('dashboardChips', () => {
  it('uses the config item labels, else the names the dashboard carries', () => {
    expect(dashboardChips(all[0]!, FIXTURE_CONFIGS)).toEqual({ category: 'Short Term', level: 'Weather zone', commodity: 'Power' });
    expect(dashboardChips(all[0]!, [])).toEqual({ category: 'shortTermForecast', level: 'zone', commodity: 'power' });
  });
});

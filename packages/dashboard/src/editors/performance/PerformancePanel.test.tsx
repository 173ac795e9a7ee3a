/// <reference types="@testing-library/jest-dom/vitest" />
import type { ConfigItem } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { COAST_REFERENCE_RUN_2021, createMemoryAdapter, FIXTURE_DATA_MAPPING, fixtureDatasources } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping } from '../../model/dataMapping';
import { PerformancePanel } from './PerformancePanel';

const CONFIG = {
  configId: 'perf', type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: 'shortTermPerformance', label: 'Short Term Performance' },
  level: { name: 'weatherZone', label: 'Weather Zone' }, datasource: 'ercot_forecast_mape', isSettled: false, filters: [{ name: 'market', title: 'Market' }], rangeFilters: [],
  weatherStations: [], timeInterval: 1440,
} as ConfigItem;
const MAPPING: DashboardDataMapping = { ...FIXTURE_DATA_MAPPING, load: { ...FIXTURE_DATA_MAPPING.load, datasource: 'ercot_load', timeIntervalMinutes: 60 } };
const coast = [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }, { id: 'ERCOT', label: 'ERCOT', isChecked: false, isDisabled: false }] }];

describe('PerformancePanel (short-term performance)', () => {
  it('scores the COAST reference run per day from the query answers', async () => {
    render(
      <LoadlineProvider adapter={createMemoryAdapter({ datasources: fixtureDatasources({ referenceRun: true }) })}>
        <PerformancePanel config={CONFIG} mapping={MAPPING} market="COAST" filters={coast} timezone="America/Chicago" hourEnding processTime={null} onProcessTime={() => undefined} />
      </LoadlineProvider>,
    );
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    // Header, 7 local days (2021-12-24..30), the run.
    expect(rows).toHaveLength(9);
    // Day 1 computed here from the fixture's arrays (24 hours from 2021-12-24 00:00 Chicago).
    const run = COAST_REFERENCE_RUN_2021;
    let ape = 0;
    let err = 0;
    for (let i = 0; i < 24; i += 1) {
      const a = run.actual[i] as number;
      const f = run.forecast[i] as number;
      ape += Math.abs(f - a) / a;
      err += f - a;
    }
    const day1 = within(rows[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2021-12-24');
    expect(day1[0]).toBe('1');
    expect(day1[1]).toBe('24');
    expect(day1[2]).toBe(((100 * ape) / 24).toFixed(2));
    expect(day1[4]).toBe((err / 24).toFixed(1));
    expect(within(table).getByRole('columnheader', { name: 'Bias (MWh)' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Process Time' })).toHaveTextContent('2021-12-23 12:00 UTC');
    // The day-ahead MAPE first (the next operating day, hour ending in the dashboard's zone), the full run labelled beside it.
    const summary = document.querySelector('[data-part="ll_performance-summary"]') as HTMLElement;
    const dayAhead = within(summary).getByText('Day-ahead MAPE %').parentElement as HTMLElement;
    expect(within(dayAhead).getAllByRole('definition').map((d) => d.textContent)).toEqual([((100 * ape) / 24).toFixed(2), 'Day-ahead: 2021-12-24 HE1–HE24 (24 hours)']);
    const full = within(summary).getByText('Full run (7 days) MAPE %').parentElement as HTMLElement;
    const total = within(rows[8] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(within(rows[8] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Full run (7 days)');
    expect(within(full).getAllByRole('definition').map((d) => d.textContent)).toEqual([total[2], '2021-12-24 – 2021-12-30 (168 hours)']);
    // The COAST run's full-horizon MAPE is the API's stored one (7.97 %), its day-ahead the fixture's first day.
    expect(total[2]).toBe('7.97');
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineProvider } from '@loadline/core/react';
import { ercotLoadRows } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardCard } from '../card';
import { fixtureCard, JULY_CONTEXT } from '../card/cardFixtures';
import { loadSeries } from '../model/seriesCatalog';
import { FEEDER_CONFIG, FEEDER_MAPPING, createFeederAdapter } from './feederBackend.fixture';

const context = {
  ...JULY_CONTEXT,
  isHourEndingSelected: false,
  filters: [{ name: 'zone', title: 'Zone', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }] }],
  config: FEEDER_CONFIG,
  mapping: FEEDER_MAPPING,
};
const coast = ercotLoadRows().filter((r) => r.market === 'COAST' && r.series === 'actual' && r.__time >= Date.parse('2019-07-01T05:00:00Z'));
const kwh = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const firstValue = (table: HTMLElement) => Number((within(within(table).getAllByRole('row')[1] as HTMLElement).getByRole('cell').textContent ?? '').replace(/,/g, ''));

describe('a dashboard on another backend (15-minute kW, renamed columns)', () => {
  it('charts the hourly energy in kWh: four quarter-hours of kW x 0.25 h, equal to the source energy', async () => {
    const card = fixtureCard({ title: 'Hourly energy', visualization: 'Table', group: 'Hourly', dataSeries: [loadSeries('actual')] });
    render(<LoadlineProvider adapter={createFeederAdapter()}><DashboardCard card={card} context={context} /></LoadlineProvider>);
    const table = await screen.findByRole('table', { name: 'Hourly energy' });
    expect(within(table).getByRole('columnheader', { name: 'Stitched Actual (kWh)' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('cell').textContent).toBe(kwh.format((coast[0]?.load as number) * 1000));
  });

  it('charts quarter-hours as the energy of each quarter (kW x 0.25 h), and a daily total as the day energy', async () => {
    const quarter = fixtureCard({ id: 'q', title: 'Quarter-hours', visualization: 'Table', group: 'QuaterHourly', dataSeries: [loadSeries('actual')], typeUnits: { primary_axis: 'MWh' } });
    const daily = fixtureCard({ id: 'd', title: 'Days', visualization: 'Table', group: 'Daily', dataSeries: [loadSeries('actual')], typeUnits: { primary_axis: 'MWh' } });
    render(<LoadlineProvider adapter={createFeederAdapter()}><DashboardCard card={quarter} context={context} /><DashboardCard card={daily} context={context} /></LoadlineProvider>);
    const q = await screen.findByRole('table', { name: 'Quarter-hours' });
    expect(firstValue(q)).toBeCloseTo((coast[0]?.load as number) / 4, 1);
    const d = await screen.findByRole('table', { name: 'Days' });
    const day = coast.filter((r) => r.__time < Date.parse('2019-07-02T05:00:00Z')).reduce((a, r) => a + (r.load as number), 0);
    expect(firstValue(d)).toBeCloseTo(day, 1);
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartTexts } from '../texts';
import { localDayHours } from '../timeAxis';
import type { ChartSeries } from '../types';
import { SeriesTable } from './SeriesTable';

const zone = 'America/Chicago';
const hours = localDayHours('2024-11-03', zone);
const load: ChartSeries = { id: 'load', label: 'Load', axis: 'primary', unit: 'MW', points: { x: hours, y: hours.map((_, i) => (i === 1 ? null : 1000 + i)) } };

describe('SeriesTable', () => {
  it('lists the 25 hours of a fall-back day in pages, gaps as a dash', () => {
    render(<SeriesTable title="Load" series={[load]} timeZone={zone} hourConvention="hour-ending" pageSize={20} />);
    const table = screen.getByRole('table', { name: 'Load' });
    expect(within(table).getByRole('columnheader', { name: 'Load (MW)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const second = within(table).getByRole('rowheader', { name: 'Nov 3, 2024, HE2' }).closest('tr') as HTMLElement;
    expect(within(second).getByRole('cell')).toHaveTextContent('–');
    expect(screen.getByText('Rows 1–20 of 25')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: chartTexts.nextPage }));
    expect(within(table).getByRole('rowheader', { name: 'Nov 3, 2024, HE24' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: chartTexts.nextPage })).toBeDisabled();
  });

  it('formats values by unit and keeps the caption for assistive technology only when asked', () => {
    const energy: ChartSeries = { id: 'e', label: 'Stitched Actual', axis: 'primary', unit: 'kWh', points: { x: [hours[0]!], y: [15_542_383.484] } };
    const mwh: ChartSeries = { id: 'm', label: 'Backcast', axis: 'primary', unit: 'MWh', points: { x: [hours[0]!], y: [15_542.383484] } };
    const temp: ChartSeries = { id: 't', label: 'Temperature', axis: 'secondary', unit: 'degF', points: { x: [hours[0]!], y: [71.25] } };
    render(<SeriesTable title="Load vs weather" series={[energy, mwh, temp]} timeZone={zone} captionHidden />);
    const table = screen.getByRole('table', { name: 'Load vs weather' });
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['15,542,383', '15,542.4', '71.3']);
    expect(table.querySelector('caption')).toHaveAttribute('data-ll-visually-hidden');
  });

  it("names the value of a partial first or last bucket '(partial period)', and no other", () => {
    const nov = Date.UTC(2019, 10, 1, 5);
    const dec = Date.UTC(2019, 11, 1, 6);
    const monthly: ChartSeries = { id: 'm', label: 'Stitched Actual', axis: 'primary', unit: 'MWh', points: { x: [nov, dec], y: [1_250_000, 1_700] }, partial: { last: true } };
    render(<SeriesTable title="Monthly" series={[monthly]} timeZone={zone} />);
    const cells = within(screen.getByRole('table', { name: 'Monthly' })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['1,250,000.0', '1,700.0 (partial period)']);
  });

  it('says when there is no data', () => {
    render(<SeriesTable title="Load" series={[]} />);
    expect(screen.getByText(chartTexts.noData)).toBeInTheDocument();
  });
});

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

  it('says when there is no data', () => {
    render(<SeriesTable title="Load" series={[]} />);
    expect(screen.getByText(chartTexts.noData)).toBeInTheDocument();
  });
});

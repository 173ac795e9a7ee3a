/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT_MAPE_NO_FORECAST } from '../texts';
import { planMapePanel } from '../model/panelPlans';
import { MapeSidebar, type MapeSidebarProps } from './MapeSidebar';

function setup(props: Omit<MapeSidebarProps, 'mapping'>, mapping: MapeSidebarProps['mapping'] = FIXTURE_DATA_MAPPING.mape) {
  const adapter = createMemoryAdapter();
  const query = vi.spyOn(adapter.query, 'query');
  render(
    <LoadlineProvider adapter={adapter}>
      <MapeSidebar mapping={mapping} {...props} />
    </LoadlineProvider>,
  );
  return { query };
}

// The default (first) score's value; the full run's are read within its section.
const valueOf = (term: string) => screen.getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling;
const fullRun = () => screen.getByRole('region', { name: /^Full run/ });

describe('MapeSidebar', () => {
  it('shows the day-ahead forecast and backcast MAPE of the run, 2 decimals, its hours in the dashboard\'s local hour ending, and the full run labelled', async () => {
    const { query } = setup({ market: 'COAST', processTime: '2021-12-23T12:00:00Z', timezone: 'America/Chicago', hourEnding: true });
    expect(screen.getByRole('heading', { name: 'MAPE' })).toBeInTheDocument();
    // Reference forecaster, COAST, run of 2021-12-23 12:00 UTC, next operating day 2021-12-24:
    // forecast 3.7449...%, backcast 4.3376...%; over its 168 hours 7.9655...% and 4.8708...%.
    expect(await screen.findByText('3.74')).toBeInTheDocument();
    expect(valueOf('Forecast MAPE %')).toHaveTextContent('3.74');
    expect(valueOf('Backcast MAPE %')).toHaveTextContent('4.34');
    expect(screen.getByText('Day-ahead: 2021-12-24 HE1–HE24 (24 hours)')).toBeInTheDocument();
    expect(within(fullRun()).getByRole('heading', { name: 'Full run (7 days, 168 hours)' })).toBeInTheDocument();
    expect(within(fullRun()).getByText('Forecast MAPE %').nextElementSibling).toHaveTextContent('7.97');
    expect(within(fullRun()).getByText('Backcast MAPE %').nextElementSibling).toHaveTextContent('4.87');
    // The run is named as the legend and the Forecast menu name it.
    expect(screen.getByText('Forecast 2021-12-23 12:00 UTC · COAST')).toBeInTheDocument();
    expect(query).toHaveBeenCalledWith('ercot_forecast_mape', expect.objectContaining({
      filters: [
        { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
        { columnName: 'processTime', filterType: 'Include', filterValues: ['2021-12-23T12:00:00Z'] },
      ],
    }), expect.anything());
  });

  it('states the scored hours in hour beginning and in another zone as the dashboard reads them', async () => {
    setup({ market: 'COAST', processTime: '2021-12-23T12:00:00Z', timezone: 'UTC' });
    expect(await screen.findByText('Day-ahead: 2021-12-24 06:00 – 2021-12-25 06:00 (24 hours)')).toBeInTheDocument();
  });

  it('labels a run whose hours the data does not state (an imported run) as the whole run, with no second score', async () => {
    setup({ market: 'ERCOT', processTime: '2021-12-19T12:00:00Z', timezone: 'America/Chicago', hourEnding: true });
    expect(await screen.findByText('8.32')).toBeInTheDocument();
    expect(screen.getByText('Whole run')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Full run/ })).toBeNull();
  });

  it('states no horizon when the mapping names no scope columns, and asks only for the MAPE', async () => {
    const { scope: _scope, ...noScope } = FIXTURE_DATA_MAPPING.mape;
    const { query } = setup({ market: 'COAST', processTime: '2021-12-23T12:00:00Z' }, noScope);
    expect(await screen.findByText('3.74')).toBeInTheDocument();
    expect(screen.getByText('Whole run')).toBeInTheDocument();
    expect(query.mock.calls[0]?.[1]).toMatchObject({ splits: [{ type: 'dimension', columnName: 'mapeType' }] });
  });

  it('reads its answer from the dashboard\'s plan when given one (the request the prefetch sent), not from a second planning', async () => {
    const plan = planMapePanel({ mape: FIXTURE_DATA_MAPPING.mape }, { market: 'ERCOT', processTime: '2021-12-19T12:00:00Z' });
    const { query } = setup({ market: 'ERCOT', processTime: '2021-12-19T12:00:00Z', plan });
    expect(await screen.findByText('8.32')).toBeInTheDocument();
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]?.[1]).toBe(plan.requests[0]?.body);
  });

  it('reads another market of the same run', async () => {
    setup({ market: 'ERCOT', processTime: '2021-12-19T12:00:00Z' });
    expect(await screen.findByText('8.32')).toBeInTheDocument();
    expect(valueOf('Backcast MAPE %')).toHaveTextContent('5.39');
  });

  it('shows a dash and why when no forecast is chosen, without asking', () => {
    const { query } = setup({ market: 'COAST', processTime: null });
    expect(valueOf('Forecast MAPE %')).toHaveTextContent('–');
    expect(valueOf('Backcast MAPE %')).toHaveTextContent('–');
    expect(screen.getByText(TEXT_MAPE_NO_FORECAST)).toBeInTheDocument();
    expect(query).not.toHaveBeenCalled();
  });
});

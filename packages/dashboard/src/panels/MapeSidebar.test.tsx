/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT_MAPE_NO_FORECAST } from '../texts';
import { planMapePanel } from '../model/panelPlans';
import { MapeSidebar, type MapeSidebarProps } from './MapeSidebar';

function setup(props: Omit<MapeSidebarProps, 'mapping'>) {
  const adapter = createMemoryAdapter();
  const query = vi.spyOn(adapter.query, 'query');
  render(
    <LoadlineProvider adapter={adapter}>
      <MapeSidebar mapping={FIXTURE_DATA_MAPPING.mape} {...props} />
    </LoadlineProvider>,
  );
  return { query };
}

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('MapeSidebar', () => {
  it('shows the forecast and backcast MAPE of the run, 2 decimals', async () => {
    const { query } = setup({ market: 'COAST', processTime: '2021-12-23T12:00:00Z' });
    expect(screen.getByRole('heading', { name: 'MAPE' })).toBeInTheDocument();
    // Reference forecaster, COAST, run of 2021-12-23 12:00 UTC: 7.9655...% and backcast 4.8708...%.
    expect(await screen.findByText('7.97')).toBeInTheDocument();
    expect(valueOf('Forecast MAPE %')).toHaveTextContent('7.97');
    expect(valueOf('Backcast MAPE %')).toHaveTextContent('4.87');
    // The run is named as the legend and the Forecast menu name it.
    expect(screen.getByText('Forecast 2021-12-23 12:00 UTC · COAST')).toBeInTheDocument();
    expect(query).toHaveBeenCalledWith('ercot_forecast_mape', expect.objectContaining({
      filters: [
        { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
        { columnName: 'processTime', filterType: 'Include', filterValues: ['2021-12-23T12:00:00Z'] },
      ],
    }), expect.anything());
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

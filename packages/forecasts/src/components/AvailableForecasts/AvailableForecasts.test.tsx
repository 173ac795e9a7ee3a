/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineHttpError, type ConfigItem, type DataAdapter, type ForecastSummariesParams, type ForecastSummary } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ForecastMapeSource } from '../../model/forecastMape';
import { AvailableForecasts } from './AvailableForecasts';

const config = (configId: string, category: 'shortTermForecast' | 'longTermForecast', level: string | null, datasource = 'ds'): ConfigItem => ({
  configId, type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: category, label: category },
  level: level ? { name: level, label: level } : null, datasource, isSettled: false, filters: [], rangeFilters: [], weatherStations: [], timeInterval: 60,
});

/** Process times per market of the test backend: COAST has 7, NORTH 3 (newest first). */
const TIMES: Record<string, number> = { COAST: 7, NORTH: 3 };
const summaryOf = (market: string, day: number, level: string | null): ForecastSummary => ({
  market, processTime: `2019-07-${String(day).padStart(2, '0')}T05:00:00.000Z`, min: 1, max: 2, count: 2, dayCount: 1,
  from: '2019-07-20', to: '2019-07-20', level, forecast: [],
});

function backend(configs: ConfigItem[], times = TIMES) {
  const calls: ForecastSummariesParams[] = [];
  const adapter = {
    dashboards: { listConfigs: async () => configs },
    query: { distinct: async () => Object.keys(times) },
    forecasts: {
      summaries: async (p: ForecastSummariesParams) => {
        calls.push(p);
        const skip = p.skip ?? 0;
        const count = p.count ?? 5;
        return Object.entries(times).flatMap(([market, n]) =>
          Array.from({ length: n }, (_, i) => summaryOf(market, 28 - i, p.level ?? null)).slice(skip, skip + count));
      },
    },
  } as unknown as Partial<DataAdapter>;
  return { adapter, calls };
}

function memoryStorage(init: Record<string, string> = {}) {
  const map = new Map(Object.entries(init));
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

const cards = () => screen.queryAllByRole('article');
const configs = [config('st-zone', 'shortTermForecast', 'Weather Zone'), config('st-sys', 'shortTermForecast', 'System'), config('lt-zone', 'longTermForecast', 'Weather Zone')];

const MAPE: ForecastMapeSource = {
  datasource: 'mape_ds', metric: 'mape', marketColumn: 'market', processTimeColumn: 'processTime', typeColumn: 'mapeType',
  scope: { scopeColumn: 'mapeScope', scoredFromColumn: 'scoredFrom', scoredToColumn: 'scoredTo', hoursMetric: 'hours', fullHorizonMetric: 'mapeFullHorizon', fullHorizonHoursMetric: 'hoursFullHorizon' },
};

describe('AvailableForecasts', () => {
  it('shows each card\'s stored day-ahead MAPE with its hours and the full run\'s, from one query of the listed runs', async () => {
    const { adapter } = backend([config('st-zone', 'shortTermForecast', 'Weather Zone')], { COAST: 2 });
    const asked: { datasource: string; body: Record<string, unknown> }[] = [];
    const query = async (datasource: string, body: Record<string, unknown>) => {
      asked.push({ datasource, body });
      return {
        data: [{
          market: 'COAST', processTime: '2019-07-28T05:00:00.000Z', mapeType: 'forecast', mape: 2.345, hours: 24, mapeScope: 'day_ahead',
          scoredFrom: '2019-07-29T05:00:00Z', scoredTo: '2019-07-30T05:00:00Z', mapeFullHorizon: 4.5, hoursFullHorizon: 168,
        }],
      };
    };
    const withMape = { ...adapter, query: { ...adapter.query, query } } as unknown as Partial<DataAdapter>;
    render(<LoadlineProvider adapter={withMape}><AvailableForecasts storage={null} mape={MAPE} timeZone="America/Chicago" hourEnding /></LoadlineProvider>);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const newest = await screen.findByText('Day-ahead MAPE', { selector: 'dt' });
    expect(newest.nextElementSibling).toHaveTextContent('2.35 %');
    expect(newest.parentElement).toHaveTextContent('2019-07-29 HE1–HE24, 24 hours');
    expect(screen.getByText('Full run (7 days)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4.50 %');
    // One query for both cards; the older run has no MAPE row and shows none.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.datasource).toBe('mape_ds');
    expect(asked[0]?.body.filters).toContainEqual({ columnName: 'processTime', filterType: 'Include', filterValues: ['2019-07-28T05:00:00.000Z', '2019-07-27T05:00:00.000Z'] });
    expect(screen.getAllByText(/MAPE/, { selector: 'dt' })).toHaveLength(1);
  });

  it('shows a long-term run\'s own score, not that of the short-term run issued at the same moment', async () => {
    // 2021-12-01 06:00 Central: a monthly long-term run and the daily short-term run share market and process time.
    const processTime = '2021-12-01T12:00:00.000Z';
    const adapter = {
      dashboards: { listConfigs: async () => [config('st-zone', 'shortTermForecast', 'Weather Zone'), config('lt-zone', 'longTermForecast', 'Weather Zone')] },
      query: {
        distinct: async () => ['COAST'],
        // The stored rows of both horizons; a horizon filter keeps its own (as the API does).
        query: async (_ds: string, body: { filters?: { columnName: string; filterValues: string[] }[] }) => {
          const horizon = body.filters?.find((f) => f.columnName === 'horizon')?.filterValues;
          const rows = [
            { horizon: 'long_term', mape: 6.1, hours: 6_552, mapeScope: 'full_horizon', scoredFrom: '2022-01-01T06:00:00Z', scoredTo: '2022-10-01T05:00:00Z' },
            { horizon: 'short_term', mape: 2.2, hours: 24, mapeScope: 'day_ahead', scoredFrom: '2021-12-02T06:00:00Z', scoredTo: '2021-12-03T06:00:00Z', mapeFullHorizon: 3.3, hoursFullHorizon: 168 },
          ].filter((r) => !horizon || horizon.includes(r.horizon));
          return { data: rows.map(({ horizon: _h, ...r }) => ({ market: 'COAST', processTime, mapeType: 'forecast', ...r })) };
        },
      },
      forecasts: { summaries: async () => [{ ...summaryOf('COAST', 1, 'Weather Zone'), processTime }] },
    } as unknown as Partial<DataAdapter>;
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={null} mape={{ ...MAPE, horizonColumn: 'horizon', horizonValues: { shortTermForecast: 'short_term', longTermForecast: 'long_term' } }} timeZone="America/Chicago" hourEnding /></LoadlineProvider>);
    // The short-term tab shows the short-term run's day-ahead score.
    expect((await screen.findByText('Day-ahead MAPE', { selector: 'dt' })).nextElementSibling).toHaveTextContent('2.20 %');
    await userEvent.click(screen.getByRole('tab', { name: 'Long Term' }));
    const fullRun = await screen.findByText('Full run MAPE', { selector: 'dt' });
    expect(fullRun.nextElementSibling).toHaveTextContent('6.10 %');
    expect(screen.queryByText('Day-ahead MAPE', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows 5 skeleton cards, then 5 process dates per market, and Load More appends', async () => {
    const { adapter, calls } = backend(configs);
    const { container } = render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={null} /></LoadlineProvider>);
    expect(screen.getByRole('heading', { name: 'Available Forecasts' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('[data-ll-part="forecast-skeleton"]')).toHaveLength(5));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.getByRole('tab', { name: 'Short Term', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Long Term' })).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ datasource: 'ds', category: 'shortTermForecast', level: 'Weather Zone', count: 5, skip: 0 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(calls[1]).toMatchObject({ skip: 5 });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('filters loaded items by market locally, remembers the markets, and Clear Filters shows all again', async () => {
    const { adapter, calls } = backend(configs);
    const storage = memoryStorage();
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={storage} /></LoadlineProvider>);
    await waitFor(() => expect(cards()).toHaveLength(8));
    await userEvent.click(screen.getByRole('button', { name: /^MARKETS\b/ }));
    const popup = await screen.findByRole('dialog', { name: 'MARKETS' });
    await userEvent.click(within(popup).getByRole('checkbox', { name: 'COAST' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().every((c) => within(c).queryByText('NORTH'))).toBe(true);
    expect(screen.getByText('Your filters prevent some items from showing')).toBeInTheDocument();
    expect(JSON.parse(storage.map.get('selectedMarkets') ?? '{}')).toEqual({ shortTermForecast: ['NORTH'] });
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.queryByText('Your filters prevent some items from showing')).not.toBeInTheDocument();
    expect(JSON.parse(storage.map.get('selectedMarkets') ?? '{}')).toEqual({ shortTermForecast: [] });
  });

  it('loads a level the first time it is chosen only, and restores tab, level and markets from storage', async () => {
    const { adapter, calls } = backend(configs);
    const storage = memoryStorage();
    const { unmount } = render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={storage} /></LoadlineProvider>);
    await waitFor(() => expect(cards()).toHaveLength(8));
    await userEvent.click(screen.getByRole('combobox', { name: 'LEVEL' }));
    await userEvent.click(await screen.findByRole('option', { name: 'System' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ level: 'System', skip: 0 });
    await userEvent.click(screen.getByRole('combobox', { name: 'LEVEL' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Weather Zone' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Long Term' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ category: 'longTermForecast' });
    expect(storage.map.get('selectedTab')).toBe('1');
    unmount();

    storage.map.set('selectedMarkets', JSON.stringify({ longTermForecast: ['COAST'] }));
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={storage} /></LoadlineProvider>);
    expect(await screen.findByRole('tab', { name: 'Long Term', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(5));
    // Its name holds the chosen names it shows (WCAG 2.5.3 label in name).
    expect(screen.getByRole('button', { name: 'MARKETS COAST' })).toHaveTextContent('COAST');
  });

  it("says 'No items found' for a level without forecasts", async () => {
    const { adapter } = backend([config('st-zone', 'shortTermForecast', 'Weather Zone')], {});
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={null} /></LoadlineProvider>);
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says 'Sorry! No Settlement Level Data is available.' and 'No Levels Available' without levels", async () => {
    const { adapter, calls } = backend([config('st', 'shortTermForecast', null)]);
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={null} /></LoadlineProvider>);
    expect(await screen.findByText('Sorry! No Settlement Level Data is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'LEVEL' }));
    expect(await screen.findByText('No Levels Available')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("names the values in the unit of the level's datasource (its metadata), and each card reads Select, then Selected once chosen", async () => {
    const { adapter } = backend([config('st-zone', 'shortTermForecast', 'Weather Zone')], { COAST: 1 });
    const withForecast = {
      ...adapter,
      query: {
        ...(adapter.query as object),
        metadata: async () => ({ name: 'ds', timeIntervalMinutes: 60, dimensions: [], metrics: [{ name: 'forecast', title: 'Forecast', unit: 'MWh', unitType: 'power load' }] }),
      },
      forecasts: { summaries: async () => [{ ...summaryOf('COAST', 28, 'Weather Zone'), forecast: [{ timestamp: '2019-07-20T05:00:00Z', forecast: 41_000 }, { timestamp: '2019-07-20T06:00:00Z', forecast: 40_000 }] }] },
    } as unknown as Partial<DataAdapter>;
    render(<LoadlineProvider adapter={withForecast}><AvailableForecasts storage={null} /></LoadlineProvider>);
    expect(await screen.findByRole('img', { name: /^Forecast \(MWh\): 2 values/ })).toBeInTheDocument();
    const select = screen.getByRole('button', { name: /^Select: COAST/ });
    expect(select).toHaveAttribute('aria-pressed', 'false');
    expect(within(select).getByText('Select', { exact: true })).toBeInTheDocument();
    await userEvent.click(select);
    expect(screen.getByRole('button', { name: /^Selected: COAST/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows one error state with the status text, the request id and Retry when the API fails, and Retry asks again', async () => {
    const { adapter } = backend(configs);
    let fail = true;
    const ok = adapter.forecasts!.summaries;
    adapter.forecasts!.summaries = (...args) => (fail ? Promise.reject(new LoadlineHttpError(500, 'Something went wrong', 'req-4b1d')) : ok(...args));
    adapter.query!.distinct = () => (fail ? Promise.reject(new LoadlineHttpError(500, 'Something went wrong', 'req-4b1e')) : Promise.resolve(Object.keys(TIMES)));
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={null} /></LoadlineProvider>);
    const alert = await screen.findByRole('alert', { name: 'Forecasts could not be loaded' });
    await waitFor(() => expect(alert).toHaveTextContent('Request id: req-4b1'));
    expect(alert).toHaveTextContent('500 Internal Server Error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error state in place of the tabs when the levels cannot be loaded', async () => {
    const { adapter } = backend(configs);
    adapter.dashboards!.listConfigs = () => Promise.reject(new LoadlineHttpError(404, 'Not Found', 'req-77'));
    render(<LoadlineProvider adapter={adapter}><AvailableForecasts storage={null} /></LoadlineProvider>);
    const alert = await screen.findByRole('alert', { name: 'Forecasts could not be loaded' });
    expect(alert).toHaveTextContent('404 Not Found');
    expect(alert).toHaveTextContent('Request id: req-77');
    expect(screen.queryByText('Sorry! No Settlement Level Data is available.')).not.toBeInTheDocument();
  });
});

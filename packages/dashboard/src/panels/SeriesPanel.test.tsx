/// <reference types="@testing-library/jest-dom/vitest" />
import type { ConfigItem } from '@loadline/core';
import { createLoadlineQueryClient, LoadlineProvider, loadlineKeys } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_CONFIGS, FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forecastSeries, loadSeries, marketSeries, SERIES_DRAG_TYPE, seriesSource, weatherSeries } from '../model/seriesCatalog';
import { seriesToQuery } from '../model/seriesToQuery';
import { sourceUnitOf } from '../card/cardData';
import { TEXT_NO_CARD_YET } from '../texts';
import { SeriesPanel, type SeriesPanelProps } from './SeriesPanel';

/** The memory adapter's ERCOT day-ahead forecast config (real EIA-930 runs, July 2019) with the reference API's weather stations. */
const PANEL_CONFIG = FIXTURE_CONFIGS.find((c) => c.configId === 'cfg-ercot-forecast') as ConfigItem;
/** The same with a meter id column, so the Type choice (Load or Meter Count) shows. */
const PANEL_CONFIG_WITH_METERS: ConfigItem = { ...PANEL_CONFIG, dynamicColumnsConfig: { meterIdColumn: 'meterId' } };

const cards = [{ id: 'c1', title: 'COAST load' }, { id: 'c2', title: 'Weather' }];
/** How the fixtures' `ercot_forecast` holds runs: one table of forecasts by market and process time. */
const FORECAST_MAPPING = { ...FIXTURE_DATA_MAPPING, load: { metric: 'forecast', processTimeColumn: 'processTime' } };

/** Approved and draft adjustments of the fixture's runs (July 2019, ERCOT). */
const adjustment = (id: string, name: string, processTime: string, status: 'draft' | 'approved', market = 'ERCOT') => ({
  adjustmentId: id, name, configId: PANEL_CONFIG.configId, market, processTime, dateRange: { from: '2019-07-07', to: '2019-07-07' },
  timezone: 'America/Chicago', isHourEnding: true, status, summary: [], versions: [],
});
const ADJUSTMENTS = [
  adjustment('a-heat', 'Heat wave', '2019-07-06T05:00:00Z', 'approved'),
  adjustment('a-draft', 'Still a draft', '2019-07-06T05:00:00Z', 'draft'),
  adjustment('a-coast', 'Coast outage', '2019-07-06T05:00:00Z', 'approved', 'COAST'),
  adjustment('a-older', 'Holiday', '2019-07-03T05:00:00Z', 'approved'),
];
/** Runs and adjusted forecasts in one table told apart by `series`; adjustments by `source`. */
const ADJUSTED_MAPPING = {
  ...FIXTURE_DATA_MAPPING,
  load: { metric: 'forecast', processTimeColumn: 'processTime', kinds: { column: 'series', values: { forecast: 'forecast', adjusted: 'adjusted' } }, adjustmentColumn: 'source' },
};

function setup(props: Partial<SeriesPanelProps> = {}) {
  const adapter = createMemoryAdapter({ adjustments: ADJUSTMENTS });
  // The fixture's ercot_forecast holds runs only (no series column): its summaries are read without the kind filter.
  const listRuns = adapter.forecasts.summaries.bind(adapter.forecasts);
  vi.spyOn(adapter.forecasts, 'summaries').mockImplementation((params, options) => listRuns({ ...params, filters: [] }, options));
  const list = vi.spyOn(adapter.adjustments, 'list');
  const summaries = vi.spyOn(adapter.forecasts, 'summaries');
  const onAddSeries = vi.fn();
  render(
    <LoadlineProvider adapter={adapter}>
      <SeriesPanel config={PANEL_CONFIG} market="ERCOT" mapping={FIXTURE_DATA_MAPPING} cards={cards} onAddSeries={onAddSeries} {...props} />
    </LoadlineProvider>,
  );
  return { onAddSeries, summaries, list, user: userEvent.setup() };
}

describe('SeriesPanel', () => {
  it("offers the mapping's market series (Henry Hub's gas price) and adds it; its query reads its own datasource and rows only", async () => {
    const henryHub = { id: 'henry_hub', label: 'Henry Hub Price', datasource: 'gas_henry_hub', metric: 'price', unit: '$/MMBtu', filters: { market: 'HENRY_HUB' }, timeIntervalMinutes: 1440 };
    const mapping = { ...FIXTURE_DATA_MAPPING, marketSeries: [henryHub] };
    const { onAddSeries, user } = setup({ mapping });
    const section = screen.getByRole('region', { name: 'Market Prices' });
    await user.click(within(section).getByRole('button', { name: 'Add Henry Hub Price to a card' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'COAST load — Secondary axis' }));
    const series = marketSeries(henryHub);
    expect(onAddSeries).toHaveBeenCalledExactlyOnceWith('c1', series, 'secondary_axis');
    expect(series).toMatchObject({ label: 'Henry Hub Price', type: 'custom', customUnit: '$/MMBtu', selectedCalculation: 'Avg' });

    const source = seriesSource(series, PANEL_CONFIG, mapping);
    expect(source).toEqual({ kind: 'market', datasource: 'gas_henry_hub', metric: 'price', unit: 'custom', timeIntervalMinutes: 1440 });
    // Its values are shown as they come, in the series' own unit (a catalogue conversion from '$/MMBtu' would drop them).
    expect(sourceUnitOf(source, series, undefined)).toEqual({ ok: true, unit: 'custom', intervalMinutes: 1440 });
    // The dashboard's market filter and range filters are its load's: not sent with the price.
    const planned = seriesToQuery({ ...series, selectedCalculation: 'Max' }, {
      timezone: 'America/Chicago',
      from: { dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value: '2021-02-01' },
      to: { dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value: '2021-02-28' },
      filters: [{ name: 'market', title: 'Market', items: [{ id: 'TX_RESIDENTIAL', label: 'Residential', isChecked: true, isDisabled: false }] }],
      rangeFilters: [{ name: 'load', value: [0, 1000] }],
      timeFilters: {},
      grouping: 'Monthly',
      now: new Date('2026-11-28T00:00:00Z'),
    }, source, mapping);
    expect(planned.success && planned.data.body).toMatchObject({
      selectedMeasures: [{ columnName: 'price', aggregation: 'Max' }],
      filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['HENRY_HUB'] }],
      rangeFilters: [],
      timeFilter: { dateRange: { fromDate: '2021-02-01', toDate: '2021-03-01' } },
    });
  });

  it('adds a series to the chosen card and axis with the keyboard', async () => {
    const { onAddSeries, user } = setup();
    screen.getByRole('button', { name: 'Add Stitched Actual to a card' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'COAST load — Primary axis', 'COAST load — Secondary axis', 'Weather — Primary axis', 'Weather — Secondary axis',
    ]);
    within(menu).getByRole('menuitem', { name: 'Weather — Secondary axis' }).focus();
    await user.keyboard('{Enter}');
    expect(onAddSeries).toHaveBeenCalledExactlyOnceWith('c2', loadSeries('actual'), 'secondary_axis');
  });

  it('says there is no card yet when the dashboard has none', async () => {
    const { onAddSeries, user } = setup({ cards: [] });
    await user.click(screen.getByRole('button', { name: 'Add Backcast to a card' }));
    const item = await screen.findByRole('menuitem', { name: TEXT_NO_CARD_YET });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(onAddSeries).not.toHaveBeenCalled();
  });

  it('puts the series on the drag payload', () => {
    setup();
    const item = screen.getByText('Official Forecast').closest('li') as HTMLElement;
    const setData = vi.fn();
    fireEvent.dragStart(item, { dataTransfer: { setData, effectAllowed: 'all' } });
    expect(setData).toHaveBeenCalledWith(SERIES_DRAG_TYPE, JSON.stringify({ series: loadSeries('official') }));
  });

  it('asks for Latest and 15 previous runs of the market; Latest is the newest process time', async () => {
    const { onAddSeries, summaries, user } = setup({ mapping: FORECAST_MAPPING });
    // Latest shows as 'Latest', named as the legend names the run.
    const latest = await screen.findByRole('button', { name: 'Add Forecast 2019-07-06 05:00 UTC to a card' });
    expect(screen.getByText('Latest')).toHaveAttribute('title', 'Forecast 2019-07-06 05:00 UTC');
    expect(summaries).toHaveBeenCalledWith(
      expect.objectContaining({ datasource: 'ercot_forecast', markets: ['ERCOT'], count: 16, columns: { forecast: 'forecast', market: 'market', processTime: 'processTime' } }),
      expect.anything(),
    );
    // The fixture holds 7 runs (July 1-7 2019, labelled the previous local midnight): Latest + 6 previous.
    await user.click(screen.getByText('Previous forecasts'));
    // Latest and the 6 previous runs, each named 'Forecast {process time}'.
    expect(screen.getAllByRole('button', { name: /^Add Forecast 2019-0\d-\d\d \d\d:\d\d UTC to a card$/ })).toHaveLength(7);
    expect(screen.getByText('2019-06-30 05:00 UTC')).toBeInTheDocument();
    await user.click(latest);
    await user.click(await screen.findByRole('menuitem', { name: 'COAST load — Primary axis' }));
    expect(onAddSeries).toHaveBeenCalledWith('c1', forecastSeries('2019-07-06T05:00:00.000Z'), 'primary_axis');
  });

  it("lists each approved adjustment under the run it adjusts, of the market shown, with one adjustments call", async () => {
    const { onAddSeries, list, user } = setup({ mapping: ADJUSTED_MAPPING });
    const heat = await screen.findByRole('button', { name: 'Add Adjusted: Heat wave to a card' });
    expect(list).toHaveBeenCalledExactlyOnceWith({ configId: PANEL_CONFIG.configId, status: 'approved', limit: 100, skip: 0 }, expect.anything());
    // Under Latest (2019-07-06 05:00 UTC): the approved ERCOT adjustment only (no draft, no other market).
    const items = [...document.querySelectorAll('[data-series-id]')].map((li) => li.getAttribute('data-series-id'));
    expect(items.slice(items.indexOf('load|forecast|2019-07-06T05:00:00.000Z'), items.indexOf('load|forecast|2019-07-06T05:00:00.000Z') + 2)).toEqual([
      'load|forecast|2019-07-06T05:00:00.000Z', 'load|adjusted|a-heat',
    ]);
    expect(screen.queryByText('Adjusted: Still a draft')).not.toBeInTheDocument();
    expect(screen.queryByText('Adjusted: Coast outage')).not.toBeInTheDocument();
    // An older run's adjustment sits under that run among the previous forecasts.
    await user.click(screen.getByText('Previous forecasts'));
    const older = items.indexOf('load|forecast|2019-07-03T05:00:00.000Z');
    expect(items[older + 1]).toBe('load|adjusted|a-older');
    await user.click(heat);
    await user.click(await screen.findByRole('menuitem', { name: 'COAST load — Primary axis' }));
    const added = onAddSeries.mock.calls[0]?.[1];
    expect(added).toMatchObject({
      id: 'load|adjusted|a-heat', label: 'Adjusted: Heat wave', type: 'power load', selectedCalculation: 'Sum',
      extras: { series: 'adjusted', processTime: '2019-07-06T05:00:00Z', adjustment: 'a-heat' },
      selectedFilters: [{ name: 'market', items: [{ id: 'ERCOT', isChecked: true }] }],
    });
  });

  it('offers no adjusted forecast when the mapping holds none', async () => {
    const { list } = setup({ mapping: FORECAST_MAPPING });
    await screen.findByText('Latest');
    expect(list).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Adjusted:/)).not.toBeInTheDocument();
  });

  it('offers Meter Count only with a meter id column', async () => {
    setup();
    expect(screen.queryByRole('radiogroup', { name: 'Type' })).not.toBeInTheDocument();
    const { onAddSeries, user } = setup({ config: PANEL_CONFIG_WITH_METERS });
    await user.click(screen.getByRole('radio', { name: 'Meter Count' }));
    await user.click(screen.getByRole('button', { name: 'Add Stitched Actual Meter Count to a card' }));
    await user.click(await screen.findByRole('menuitem', { name: 'COAST load — Primary axis' }));
    expect(onAddSeries).toHaveBeenCalledWith('c1', loadSeries('actual', 'meterCount'), 'primary_axis');
  });

  it("searches stations, says 'No stations' when none match, and adds the chosen station's series", async () => {
    const { onAddSeries, user } = setup();
    const search = screen.getByRole('searchbox', { name: 'Search stations' });
    await user.type(search, 'zzz');
    expect(screen.getByText('No stations')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'dallas');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Dallas-Fort Worth']);
    await user.click(screen.getByRole('radio', { name: 'Dallas-Fort Worth' }));
    await user.click(screen.getByRole('button', { name: 'Add Dallas-Fort Worth Normals Temperature to a card' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Weather — Primary axis' }));
    expect(onAddSeries).toHaveBeenCalledWith('c2', weatherSeries({ id: 'DFW', label: 'Dallas-Fort Worth' }, 'Normals'), 'primary_axis');
  });

  it("asks for the Forecast menu's runs only once the cards' data queries have their answers", async () => {
    const adapter = createMemoryAdapter();
    const summaries = vi.spyOn(adapter.forecasts, 'summaries');
    const queryClient = createLoadlineQueryClient();
    let answer: (rows: []) => void = () => undefined;
    // A card's query in flight (core's key of a data query), as when a dashboard opens.
    void queryClient.fetchQuery({
      queryKey: loadlineKeys.query.rows('ercot_load', { selectedMeasures: [] } as never, false),
      queryFn: () => new Promise<[]>((resolve) => { answer = resolve; }),
    });
    render(
      <LoadlineProvider adapter={adapter} queryClient={queryClient}>
        <SeriesPanel config={PANEL_CONFIG} market="ERCOT" mapping={FORECAST_MAPPING} cards={cards} onAddSeries={vi.fn()} />
      </LoadlineProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(summaries).not.toHaveBeenCalled();
    act(() => answer([]));
    await waitFor(() => expect(summaries).toHaveBeenCalledOnce());
    expect(await screen.findByRole('group', { name: 'Forecast' })).toBeInTheDocument();
  });
});

import type { DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, ercotLoadRows } from '@loadline/core/testing';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERIES_DRAG_TYPE } from '../model/seriesCatalog';
import { CardFixtureProvider, JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from './cardFixtures';
import { CardRegistryProvider, defaultCardRegistry } from './cardRegistry';
import { FIRST_DRAW_WAIT_MS } from './CardBody';
import { DashboardCard } from './DashboardCard';
import { useCardData } from './useCardData';
import type * as CardDataModule from './useCardData';

// A pass-through spy: counts the card's renders.
vi.mock('./useCardData', async (original) => {
  const actual = await original<typeof CardDataModule>();
  return { ...actual, useCardData: vi.fn(actual.useCardData) };
});

beforeEach(() => {
  // jsdom has no canvas: charts render their DOM and draw nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const wrapper = ({ children }: { children: ReactNode }) => <CardFixtureProvider>{children}</CardFixtureProvider>;
const JULY_1_CDT = Date.parse('2019-07-01T05:00:00Z');
const JULY_8_CDT = Date.parse('2019-07-08T05:00:00Z');
const coastWeek = ercotLoadRows().filter((r) => r.market === 'COAST' && r.series === 'actual' && r.__time >= JULY_1_CDT && r.__time < JULY_8_CDT);

describe('useCardData', () => {
  it('turns the answer into hourly points in the axis unit (MWh from the datasource, kWh by default)', async () => {
    const card = fixtureCard();
    const { result } = renderHook(() => useCardData(card, JULY_CONTEXT), { wrapper });
    await waitFor(() => expect(result.current.series).toHaveLength(1));
    const [load] = result.current.series;
    expect(load?.unit).toBe('kWh');
    expect(load?.points.x.length).toBe(168);
    expect(load?.points.x[0]).toBe(JULY_1_CDT);
    expect(load?.points.y[0]).toBeCloseTo((coastWeek[0]?.load as number) * 1000, 6);
    expect(result.current.errors).toEqual([]);
  });

  it('converts to the unit the card picked for the axis', async () => {
    const card = fixtureCard({ typeUnits: { primary_axis: 'MWh', secondary_axis: 'degC' }, dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }] });
    const { result } = renderHook(() => useCardData(card, JULY_CONTEXT), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.errors).toEqual([]);
    expect(result.current.series).toHaveLength(2);
    expect(result.current.series[0]?.points.y[0]).toBeCloseTo(coastWeek[0]?.load as number, 6);
    expect(result.current.series[1]?.unitLabel).toBe('°C');
    expect(result.current.series[1]?.points.y.every((v) => v > 15 && v < 45)).toBe(true);
  });

  it('does not refetch when the context changes but the queries do not', async () => {
    const adapter = createMemoryAdapter();
    const spy = vi.spyOn(adapter.query, 'query');
    const card = fixtureCard();
    const local = ({ children }: { children: ReactNode }) => <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
    const { result, rerender } = renderHook(({ context }) => useCardData(card, context), { wrapper: local, initialProps: { context: JULY_CONTEXT } });
    await waitFor(() => expect(result.current.series).toHaveLength(1));
    const before = result.current.series;
    // A filter with nothing checked sends no filter: the query is unchanged.
    rerender({ context: { ...JULY_CONTEXT, filters: [...JULY_CONTEXT.filters, { name: 'series', title: 'Series', items: [] }] } });
    expect(result.current.series).toBe(before);
    expect(spy).toHaveBeenCalledTimes(1);
    rerender({ context: { ...JULY_CONTEXT, timezone: 'UTC' } });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
  });

  it('marks a month the range holds only in part as partial, and whole hours never', async () => {
    const card = fixtureCard({ group: 'Monthly' });
    const { result } = renderHook(() => useCardData(card, JULY_CONTEXT), { wrapper });
    await waitFor(() => expect(result.current.series).toHaveLength(1));
    // July 1-7 of July: the month's bucket is partial.
    expect(result.current.series[0]?.partial).toEqual({ first: false, last: true });
    const hourly = renderHook(() => useCardData(fixtureCard(), JULY_CONTEXT), { wrapper });
    await waitFor(() => expect(hourly.result.current.series).toHaveLength(1));
    expect(hourly.result.current.series[0]?.partial).toBeUndefined();
  });

  it('keeps the same series when the card changes outside its queries (title, legend)', async () => {
    const card = fixtureCard();
    const { result, rerender } = renderHook(({ c }) => useCardData(c, JULY_CONTEXT), { wrapper, initialProps: { c: card } });
    await waitFor(() => expect(result.current.series).toHaveLength(1));
    const before = result.current.series;
    rerender({ c: { ...card, title: 'Renamed', legendPosition: 'top' } });
    expect(result.current.series).toBe(before);
  });
});

describe('DashboardCard', () => {
  it('draws the series from the adapter in the dashboard zone and hour convention', async () => {
    render(<DashboardCard card={fixtureCard()} context={JULY_CONTEXT} />, { wrapper });
    const plot = await screen.findByRole('img', { name: /Line chart: COAST load/ });
    expect(plot.getAttribute('aria-label')).toContain('168 points from Jul 1, 2019, HE1 to Jul 7, 2019, HE24');
    expect(plot.getAttribute('aria-label')).toContain('Stitched Actual (kWh)');
    const section = plot.closest('section');
    expect(section).toHaveAttribute('data-card-state', 'ready');
    expect(section?.getAttribute('data-card-revision')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes its revision when a query changes, not when the title does', async () => {
    const { rerender } = render(<DashboardCard card={fixtureCard()} context={JULY_CONTEXT} />, { wrapper });
    const section = (await screen.findByRole('img', { name: /Line chart/ })).closest('section');
    const first = section?.getAttribute('data-card-revision');
    rerender(<DashboardCard card={fixtureCard({ title: 'Renamed' })} context={JULY_CONTEXT} />);
    expect(section?.getAttribute('data-card-revision')).toBe(first);
    rerender(<DashboardCard card={fixtureCard({ group: 'Daily' })} context={JULY_CONTEXT} />);
    expect(section?.getAttribute('data-card-revision')).not.toBe(first);
  });

  it('does not re-render on a parent render with the same props', async () => {
    const card = fixtureCard();
    const dispatch = vi.fn();
    const view = (n: number) => <div data-n={n}><DashboardCard card={card} context={JULY_CONTEXT} dispatch={dispatch} /></div>;
    const { rerender } = render(view(0), { wrapper });
    await screen.findByRole('img', { name: /Line chart/ });
    const renders = vi.mocked(useCardData).mock.calls.length;
    rerender(view(1));
    rerender(view(2));
    expect(vi.mocked(useCardData).mock.calls.length).toBe(renders);
    rerender(<div><DashboardCard card={{ ...card, title: 'Renamed' }} context={JULY_CONTEXT} dispatch={dispatch} /></div>);
    expect(vi.mocked(useCardData).mock.calls.length).toBe(renders + 1);
  });

  it('shows the Summary of each series in its unit', async () => {
    render(<DashboardCard card={fixtureCard({ visualization: 'Summary', typeUnits: { primary_axis: 'MWh' } })} context={JULY_CONTEXT} />, { wrapper });
    const row = await screen.findByRole('row', { name: /Stitched Actual/ });
    const loads = coastWeek.map((r) => r.load as number);
    // MWh at one decimal.
    const f = (v: number) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v)} MWh`;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([f(Math.min(...loads)), f(Math.max(...loads)), f(loads.reduce((a, b) => a + b, 0) / loads.length), f(loads.reduce((a, b) => a + b, 0))]);
  });

  it('draws an Hour-24 line card on a category axis of hour-ending buckets', async () => {
    const card = fixtureCard({ group: 'Hour24', dataSeries: [{ ...LOAD, selectedCalculation: 'Avg' }], typeUnits: { primary_axis: 'MWh' } });
    const { container } = render(<DashboardCard card={card} context={JULY_CONTEXT} />, { wrapper });
    const chart = await screen.findByRole('img', { name: /^Line chart: COAST load\. 24 points over 24 hour of day categories, HE1 to HE24\./ });
    expect(chart).toBeInTheDocument();
    expect(container.querySelector('[data-x-axis="category"]')).not.toBeNull();
    expect(screen.queryByRole('table', { name: 'COAST load' })).not.toBeInTheDocument();
  });

  it('draws an Hour-24 table card as a table of hour-ending buckets with the averages of each hour', async () => {
    const card = fixtureCard({ group: 'Hour24', visualization: 'Table', dataSeries: [{ ...LOAD, selectedCalculation: 'Avg' }], typeUnits: { primary_axis: 'MWh' } });
    render(<DashboardCard card={card} context={JULY_CONTEXT} />, { wrapper });
    const table = await screen.findByRole('table', { name: 'COAST load' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(Array.from({ length: 24 }, (_, h) => `HE${h + 1}`));
    // HE1 is the hour beginning at local midnight (05:00 UTC in July, CDT).
    const firstHour = coastWeek.filter((r) => (r.__time - JULY_1_CDT) % 86_400_000 === 0).map((r) => r.load as number);
    const average = firstHour.reduce((a, b) => a + b, 0) / firstHour.length;
    expect(within(rows[0] as HTMLElement).getByRole('cell').textContent).toBe(new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average));
  });

  it('shows a skeleton while the first answer is on its way', () => {
    render(<CardFixtureProvider options={{ latencyMs: 60_000 }}><DashboardCard card={fixtureCard()} context={JULY_CONTEXT} /></CardFixtureProvider>);
    expect(screen.getByRole('status', { name: 'COAST load' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'COAST load' })).toHaveAttribute('data-card-state', 'loading');
  });

  it('draws once with all its series: the skeleton stays while one is still on its way, for at most FIRST_DRAW_WAIT_MS', async () => {
    const card = fixtureCard({ dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }] });
    const adapter = createMemoryAdapter();
    const answer = adapter.query.query.bind(adapter.query);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The weather answer waits until released; the load answer comes at once.
    vi.spyOn(adapter.query, 'query').mockImplementation(async (datasource, body, options) => {
      if (datasource === 'weather') await held;
      return answer(datasource, body, options);
    });
    render(<LoadlineProvider adapter={adapter}><DashboardCard card={card} context={JULY_CONTEXT} /></LoadlineProvider>);
    await waitFor(() => expect(adapter.query.query).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByRole('status', { name: 'COAST load' })).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    await waitFor(() => expect(screen.getByRole('region', { name: 'COAST load' })).toHaveAttribute('data-card-state', 'ready'));
    expect(screen.queryByRole('status', { name: 'COAST load' })).toBeNull();
  });

  it('draws the series it has when another is slower than FIRST_DRAW_WAIT_MS', async () => {
    const card = fixtureCard({ dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }] });
    const adapter = createMemoryAdapter();
    const answer = adapter.query.query.bind(adapter.query);
    vi.spyOn(adapter.query, 'query').mockImplementation(async (datasource, body, options) =>
      datasource === 'weather' ? new Promise<never>(() => undefined) : answer(datasource, body, options));
    render(<LoadlineProvider adapter={adapter}><DashboardCard card={card} context={JULY_CONTEXT} /></LoadlineProvider>);
    await waitFor(() => expect(adapter.query.query).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status', { name: 'COAST load' })).toHaveAttribute('aria-busy', 'true');
    // After the wait, the load is drawn while the temperature is still loading.
    await waitFor(() => expect(screen.queryByRole('status', { name: 'COAST load' })).toBeNull(), { timeout: FIRST_DRAW_WAIT_MS + 1_000 });
    expect(screen.getByRole('region', { name: 'COAST load' })).toHaveAttribute('data-card-state', 'loading');
  });

  it('shows the empty card text without series', () => {
    render(<DashboardCard card={fixtureCard({ dataSeries: [] })} context={JULY_CONTEXT} />, { wrapper });
    expect(screen.getByText('Add a time series to start monitoring your metrics')).toBeInTheDocument();
  });

  it('shows a table card with values at their unit precision, named by the card title without a visible caption', async () => {
    render(<DashboardCard card={fixtureCard({ visualization: 'Table' })} context={JULY_CONTEXT} />, { wrapper });
    const table = await screen.findByRole('table', { name: fixtureCard().title });
    const first = within(table).getAllByRole('cell')[0] as HTMLElement;
    // kWh: whole numbers, no stray decimals ('15,542,383.484').
    expect(first.textContent).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(first.textContent).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format((coastWeek[0]?.load as number) * 1000));
    expect(table.querySelector('caption')).toHaveAttribute('data-ll-visually-hidden');
  });

  it('shows a table, and above 30000 cells the spec message instead', async () => {
    const { unmount } = render(<DashboardCard card={fixtureCard({ visualization: 'Table' })} context={JULY_CONTEXT} />, { wrapper });
    expect(await screen.findByRole('columnheader', { name: 'Stitched Actual (kWh)' })).toBeInTheDocument();
    unmount();
    // A year of hourly data, three series: 8760 rows x 4 columns = 35040 cells.
    const year = { ...JULY_CONTEXT, from: { ...JULY_CONTEXT.from, value: '2019-01-01' }, to: { ...JULY_CONTEXT.to, value: '2019-12-31' } };
    const rows = Array.from({ length: 8760 }, (_, i) => ({ __time: Date.parse('2019-01-01T06:00:00Z') + i * 3_600_000, market: 'COAST', series: 'actual', load: 1 }));
    const adapter = createMemoryAdapter();
    const yearAdapter = { ...adapter, query: { ...adapter.query, query: async () => ({ data: rows.map((r) => ({ __time: new Date(r.__time).toISOString(), load: r.load })) }) } } as DataAdapter;
    const card = fixtureCard({ visualization: 'Table', dataSeries: [LOAD, { ...LOAD, id: 'b' }, { ...LOAD, id: 'c' }] });
    render(<LoadlineProvider adapter={yearAdapter}><DashboardCard card={card} context={year} /></LoadlineProvider>);
    expect(await screen.findByText('Current dataset is to large to display here :( Try to reduce the size of your query by filtering or reducing the date range.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists series errors in the error popover: a weather series without calculation, a failed request', async () => {
    const noCalc = { ...TEMPERATURE, selectedCalculation: undefined };
    const context = { ...JULY_CONTEXT, config: { ...JULY_CONTEXT.config, datasource: 'missing_load' } };
    render(<DashboardCard card={fixtureCard({ dataSeries: [LOAD, noCalc] })} context={context} />, { wrapper });
    const button = await screen.findByRole('button', { name: '2 errors' }, { timeout: 5000 });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Card errors' });
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('Houston Actual Temperature: No calculation was specified');
    expect(items.find((t) => t?.startsWith('Stitched Actual: '))).toMatch(/missing_load/);
  });

  it('has no error button when every series answered', async () => {
    render(<DashboardCard card={fixtureCard()} context={JULY_CONTEXT} />, { wrapper });
    await screen.findByRole('img', { name: /Line chart/ });
    expect(screen.queryByRole('button', { name: /error/ })).not.toBeInTheDocument();
  });

  it('dispatches the option changes', async () => {
    const dispatch = vi.fn();
    render(<DashboardCard card={fixtureCard({ dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }] })} context={JULY_CONTEXT} dispatch={dispatch} />, { wrapper });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Card options' }));
    const options = await screen.findByRole('dialog', { name: 'Card options' });
    await user.click(within(options).getByRole('combobox', { name: 'Visualization' }));
    await user.click(await screen.findByRole('option', { name: 'Combo' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'replaceVisualization', cardId: 'card-1', visualization: 'MultiAxis' });
    await user.click(within(options).getByRole('combobox', { name: 'Group by' }));
    expect(screen.queryByRole('option', { name: 'Day-Type' })).not.toBeInTheDocument();
    // Hourly data (the datasource's metadata): no grouping finer than its interval.
    expect(await screen.findByRole('option', { name: 'Hour-All' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option', { name: '30-min' })).not.toBeInTheDocument());
    expect(screen.queryByRole('option', { name: '15-min' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Day-All' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setGrouping', cardId: 'card-1', grouping: 'Daily' });
    await user.click(within(options).getByRole('combobox', { name: 'Legend position' }));
    await user.click(await screen.findByRole('option', { name: 'Bottom' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setLegendPosition', cardId: 'card-1', position: 'bottom' });
    const secondaryRange = within(options).getByRole('radiogroup', { name: 'Secondary axis range' });
    await user.click(within(secondaryRange).getByRole('radio', { name: 'Data Range' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setYAxisRange', cardId: 'card-1', axisId: 'secondary_axis', range: 'dataRange' });
    const primaryUnits = within(options).getByRole('radiogroup', { name: 'Primary axis units' });
    await user.click(within(primaryUnits).getByRole('radio', { name: 'MWh' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setAxisUnit', cardId: 'card-1', axisId: 'primary_axis', unit: 'MWh' });
    expect(within(options).getByRole('radiogroup', { name: 'Secondary axis units' })).toHaveTextContent('degFdegC');
  });

  it('dispatches title, calculation and series removal, and runs the card actions', async () => {
    const dispatch = vi.fn();
    const onCopyCard = vi.fn();
    const onToggleOverview = vi.fn();
    const card = fixtureCard({ isOverview: true });
    render(<DashboardCard card={card} context={JULY_CONTEXT} dispatch={dispatch} onCopyCard={onCopyCard} onToggleOverview={onToggleOverview} onRemoveCard={vi.fn()} />, { wrapper });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit title and description' }));
    const title = screen.getByRole('textbox', { name: 'Card title' });
    expect(title).toHaveAttribute('maxLength', '25');
    await user.clear(title);
    await user.type(title, 'Coast peak{Enter}');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setCardTitle', cardId: 'card-1', title: 'Coast peak' });

    // The series and their calculations are in the card options, so the card keeps its height for the chart.
    expect(screen.queryByRole('combobox', { name: 'Calculation of Stitched Actual' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Card options' }));
    const options = await screen.findByRole('dialog', { name: 'Card options' });
    expect(within(options).getByRole('list', { name: 'Data series' })).toBeInTheDocument();
    await user.click(within(options).getByRole('combobox', { name: 'Calculation of Stitched Actual' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent?.replace('✓', ''))).toEqual(['Sum', 'Average', 'Min', 'Max']);
    await user.click(screen.getByRole('option', { name: 'Max' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setCalculation', cardId: 'card-1', seriesId: 'load|actual', calculation: 'Max' });
    await user.click(within(options).getByRole('button', { name: 'Remove Stitched Actual' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'removeSeries', cardId: 'card-1', seriesId: 'load|actual' });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Card actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from Overview' }));
    expect(onToggleOverview).toHaveBeenCalledWith(card);
    await user.click(screen.getByRole('button', { name: 'Card actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy card' }));
    expect(onCopyCard).toHaveBeenCalledWith('card-1');
  });

  it('is read-only without dispatch: no edit, no options, no series controls, no drop zones', async () => {
    render(<DashboardCard card={fixtureCard()} context={JULY_CONTEXT} headerActions={<button type="button">View Source</button>} />, { wrapper });
    expect(screen.getByRole('button', { name: 'View Source' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit title and description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Card options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Card actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Stitched Actual/ })).not.toBeInTheDocument();
    fireEvent.dragEnter(screen.getByRole('region', { name: 'COAST load' }), { dataTransfer: { types: [SERIES_DRAG_TYPE] } });
    expect(screen.queryByText('Primary axis')).not.toBeInTheDocument();
  });

  it('shows the axis drop zones while a series is dragged over and adds the dropped series with a fresh id', async () => {
    const dispatch = vi.fn();
    render(<DashboardCard card={fixtureCard()} context={JULY_CONTEXT} dispatch={dispatch} />, { wrapper });
    const region = screen.getByRole('region', { name: 'COAST load' });
    fireEvent.dragEnter(region, { dataTransfer: { types: ['text/plain'] } });
    expect(screen.queryByText('Secondary axis')).not.toBeInTheDocument();
    act(() => void fireEvent.dragEnter(region, { dataTransfer: { types: [SERIES_DRAG_TYPE] } }));
    expect(screen.getByText('Primary axis')).toBeInTheDocument();
    const payload = JSON.stringify({ series: LOAD });
    fireEvent.drop(screen.getByText('Secondary axis'), { dataTransfer: { types: [SERIES_DRAG_TYPE], getData: (t: string) => (t === SERIES_DRAG_TYPE ? payload : '') } });
    expect(dispatch).toHaveBeenCalledWith({ type: 'addSeries', cardId: 'card-1', series: { ...LOAD, id: 'load|actual#2' }, axisId: 'secondary_axis' });
    expect(screen.queryByText('Secondary axis')).not.toBeInTheDocument();
  });
});

describe('DashboardCard, content it cannot draw', () => {
  it("shows the spec's card text in place of a card whose drawing fails, and the other cards keep working", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = defaultCardRegistry.with({ id: 'Summary', label: 'Summary', render: () => { throw new Error('unreadable'); } });
    render(
      <CardRegistryProvider registry={broken}>
        <DashboardCard card={fixtureCard({ id: 'bad', title: 'Broken card', visualization: 'Summary' })} context={JULY_CONTEXT} />
        <DashboardCard card={fixtureCard({ id: 'good', title: 'Good card', visualization: 'Table' })} context={JULY_CONTEXT} />
      </CardRegistryProvider>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'Broken card' })).toHaveAttribute('data-card-state', 'error'));
    expect(within(screen.getByRole('region', { name: 'Broken card' })).getByRole('alert')).toHaveTextContent("The retrieved data isn't in a recognizable format.");
    expect(await screen.findByRole('table', { name: 'Good card' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import type { ConfigItem, DatasourceMetadata } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping } from '../../model/dataMapping';
import { ClusterSeriesPanel } from './ClusterSeriesPanel';

// A host whose clustering runs are rows of `segments`: run in `run`, group in `segment_set`,
// cluster in `segment`, meter in `mprn`.
const METADATA = {
  name: 'segments',
  timeIntervalMinutes: 60,
  description: 'Gas meters by segment, per clustering run.',
  dimensions: [{ name: 'run', title: 'Run' }, { name: 'segment_set', title: 'Segment set' }, { name: 'segment', title: 'Segment' }, { name: 'mprn', title: 'Meter' }],
  metrics: [{ name: 'kwh', title: 'Energy', unit: 'kWh', unitType: 'gas load' }],
} as DatasourceMetadata;
const T0 = Date.parse('2024-01-01T00:00:00Z');
const ROWS = ['A', 'B', 'C'].map((mprn, i) => ({ __time: T0 + i * 3_600_000, run: '2024-01-01T00:00:00Z', segment_set: 'Winter', segment: `Cluster ${i % 2 + 1}`, mprn, kwh: 10 + i }));
const CONFIG = {
  configId: 'segments', type: 'prod_load_forecast', commodity: { name: 'gas', label: 'Gas' }, category: { name: 'clusterAnalysis', label: 'Cluster Analysis' },
  level: { name: 'meter', label: 'Meter' }, datasource: 'segments', isSettled: false, filters: [], rangeFilters: [], weatherStations: [], timeInterval: 60,
  dynamicColumnsConfig: { meterIdColumn: 'mprn' },
} as unknown as ConfigItem;

function renderPanel(mapping: DashboardDataMapping, config: ConfigItem = CONFIG) {
  render(
    <LoadlineProvider adapter={createMemoryAdapter({ datasources: { segments: { metadata: METADATA, rows: ROWS } } })}>
      <ClusterSeriesPanel config={config} market={null} mapping={mapping} cards={[{ id: 'c1', title: 'Load' }]} onAddSeries={() => undefined} />
    </LoadlineProvider>,
  );
}

describe('ClusterSeriesPanel', () => {
  it("lists the clusters of the mapping's group and cluster columns", async () => {
    renderPanel({ load: { metric: 'kwh', processTimeColumn: 'run' }, cluster: { nameColumn: 'segment_set', itemColumn: 'segment' } });
    const group = await screen.findByRole('group', { name: 'Winter' }, { timeout: 10_000 });
    expect(await within(group).findByRole('button', { name: 'Add Cluster 1 Cluster Profile to a card' })).toBeVisible();
    expect(within(group).getByRole('button', { name: 'Add Cluster 2 Cluster Profile to a card' })).toBeVisible();
  });

  it('lists no clusters for a mapping without cluster columns', async () => {
    renderPanel({ load: { metric: 'kwh', processTimeColumn: 'run' } });
    expect(await screen.findByRole('heading', { name: 'Cluster series' })).toBeVisible();
    expect(await screen.findByText('2024-01-01', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Winter' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers meter series by the mapping's meter id column when the config item names none, and only Cluster Profile with neither", async () => {
    const { dynamicColumnsConfig: _none, ...noColumn } = CONFIG;
    const mapping = { load: { metric: 'kwh', processTimeColumn: 'run' }, cluster: { nameColumn: 'segment_set', itemColumn: 'segment' } };
    renderPanel({ ...mapping, meterIdColumn: 'mprn' }, noColumn as ConfigItem);
    await screen.findByRole('group', { name: 'Winter' }, { timeout: 10_000 });
    act(() => screen.getByRole('radio', { name: 'Meter Profile' }).click());
    const meters = await screen.findByRole('group', { name: 'Meters' });
    expect(await within(meters).findByRole('button', { name: 'Add Meter A Profile to a card' }, { timeout: 10_000 })).toBeVisible();
    cleanup();
    renderPanel(mapping, noColumn as ConfigItem);
    await screen.findByRole('group', { name: 'Winter' }, { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: 'Cluster Profile' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Meter Profile' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Meter Count' })).toBeNull();
  });
});

import type { Card } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, fixtureDatasources } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fixtureCard } from '../../card/cardFixtures';
import { useDashboardEditor } from '../../editor/useDashboardEditor';
import { emptyEditorState, type DashboardEditorState } from '../../model/editorState';
import { riskSeries, withAsOfDate } from '../../model/riskSeries';
import { RiskEditor } from './RiskEditor';
import { RISK_FIXTURE_CONFIG, RISK_FIXTURE_MAPPING, riskMemoryFixtures } from './riskStoryFixture';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/** Supply, demand and net open position of LZ_HOUSTON, daily, MWh. */
const POSITION_CARD: Card = fixtureCard({
  id: 'risk-position',
  title: 'Net open position',
  group: 'Daily',
  dataSeries: [riskSeries('supply'), riskSeries('demand'), riskSeries('position')],
  typeUnits: { primary_axis: 'MWh' },
  legendPosition: 'bottom',
  layout: { x: 0, y: 0, w: 12, h: 4 },
});

function riskState(asOf: string | null): DashboardEditorState {
  const empty = emptyEditorState('LZ_HOUSTON position July 2019', 'America/Chicago');
  return {
    ...empty,
    cards: [POSITION_CARD],
    filters: withAsOfDate([], 'asOfDate', asOf),
    settings: { ...empty.settings, from: fixed('2019-07-01'), to: fixed('2019-07-31') },
  };
}

function RiskStory({ initial }: { initial: DashboardEditorState }) {
  const editor = useDashboardEditor({ config: RISK_FIXTURE_CONFIG, mapping: RISK_FIXTURE_MAPPING, dashboard: null, initial });
  return <RiskEditor editor={editor} />;
}

/**
 * The risk editor (nop) over the memory adapter: LZ_HOUSTON supply, demand and net open position
 * for July 2019, derived from ERCOT's real COAST native load (see riskStoryFixture.ts), as-of
 * 2019-07-01. The As Of Date lists the fixture's dates before the day after End; the filters read
 * the risk distinct and min-max calls.
 */
const meta: Meta<typeof RiskStory> = {
  title: 'dashboard/RiskEditor',
  component: RiskStory,
  args: { initial: riskState('2019-07-01') },
  decorators: [
    (Story) => {
      const [adapter] = useState(() => createMemoryAdapter({ ...riskMemoryFixtures(), datasources: { ...fixtureDatasources(), ...riskMemoryFixtures().datasources } }));
      return <LoadlineProvider adapter={adapter}><Story /></LoadlineProvider>;
    },
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** A nop dashboard at as-of 2019-07-01: one card of daily supply, demand and position. */
export const NetOpenPosition: Story = {};
export const NetOpenPositionDark: Story = { ...dark };

/** No as-of date chosen yet: the selector reads 'No as of date specified' and the card shows it as the series' error. */
export const NoAsOfDate: Story = { args: { initial: riskState(null) } };
export const NoAsOfDateDark: Story = { ...NoAsOfDate, ...dark };

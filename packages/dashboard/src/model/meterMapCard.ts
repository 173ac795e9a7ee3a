import { VISUALIZATION_LABELS, type Card, type ConfigItem, type ScenarioConfig } from '@loadline/core';
import type { DashboardAction } from './dashboardReducer';

/**
 * The Meter Map card appended to a dashboard with meter-level data (spec part 1 §2 "Dashboard
 * editor (general)": "A meter-map card is appended when a meter id column is configured"; the
 * scenario dashboard's optional Meter Map follows its scenario config's `hasMeterMap`). Pure.
 *
 * @module
 */

/** Title of the appended Meter Map card: the visualization's label, 'Meter Map'. */
export const METER_MAP_CARD_TITLE: string = VISUALIZATION_LABELS.MeterMap;

/**
 * What {@link meterMapColumn} reads of a config item: its meter id column and, on a scenario
 * dashboard, its scenario config (spec part 1 §3 "Scenario config").
 */
export type MeterMapConfig = Pick<ConfigItem, 'dynamicColumnsConfig'> & {
  scenarioConfig?: Partial<Pick<ScenarioConfig, 'meterIdColumn' | 'hasMeterMap'>> | null;
};

/**
 * The meter id column a Meter Map card of this config item places meters by, or null when the
 * dashboard gets no Meter Map: with a scenario config, its `meterIdColumn` (else the config item's)
 * when `hasMeterMap` is true, and null otherwise; without one, the config item's
 * `dynamicColumnsConfig.meterIdColumn`. An empty column name counts as none.
 *
 * @example meterMapColumn({ dynamicColumnsConfig: { meterIdColumn: 'meterId' } }) // 'meterId'
 * @example meterMapColumn({ scenarioConfig: { hasMeterMap: false, meterIdColumn: 'meterId' } }) // null
 */
export function meterMapColumn(config: MeterMapConfig): string | null {
  const own = config.dynamicColumnsConfig?.meterIdColumn || null;
  if (config.scenarioConfig) return config.scenarioConfig.hasMeterMap ? config.scenarioConfig.meterIdColumn || own : null;
  return own;
}

/**
 * Whether a Meter Map card is to be appended to `cards`: the config item configures a meter id
 * column ({@link meterMapColumn}) and no card is a Meter Map yet.
 */
export function needsMeterMapCard(cards: readonly Pick<Card, 'visualization'>[], config: MeterMapConfig): boolean {
  return meterMapColumn(config) !== null && !cards.some((c) => c.visualization === 'MeterMap');
}

/**
 * The editor actions appending the Meter Map card (see {@link needsMeterMapCard}), for
 * `dashboardReducer` or an editor's `dispatch`: a card of visualization MeterMap with id `id`,
 * titled {@link METER_MAP_CARD_TITLE}, full width below the other cards (the new-card layout) with
 * the spec's default map settings (centre 29.76, -95.36, zoom 11). Empty when none is to be
 * appended, so applying the result twice adds one card.
 *
 * @param cards - the dashboard's cards now.
 * @param config - its config item (and scenario config on a scenario dashboard).
 * @param id - the new card's id (the caller generates it, the reducer is pure).
 * @returns the actions, in order; `[]` when the dashboard has a Meter Map or no meter id column.
 * @example for (const action of meterMapCardActions(state.cards, config, crypto.randomUUID())) dispatch(action);
 */
export function meterMapCardActions(cards: readonly Pick<Card, 'visualization'>[], config: MeterMapConfig, id: string): DashboardAction[] {
  if (!needsMeterMapCard(cards, config)) return [];
  return [
    { type: 'addCard', id, visualization: 'MeterMap' },
    { type: 'setCardTitle', cardId: id, title: METER_MAP_CARD_TITLE },
  ];
}

import type { ConfigItem } from '@loadline/core';
import { meterIdColumnOf, type DashboardDataMapping } from '../model/dataMapping';
import type { CardRegistry } from './cardRegistry';
import { createMeterMapVisualization } from './meterMap/MeterMapCard';
import type { MeterMapOptions } from './meterMap/meterMapOptions';
import { meterTableVisualization } from './meterTable/MeterTableCard';

/**
 * The card registry of a dashboard whose config item may hold meter-level data (spec part 1 §3
 * "Visualizations": MeterTable, MeterMap): `registry` with the Meter Table and the Meter Map added
 * when the config item or the host's mapping names a meter id column
 * (`dynamicColumnsConfig.meterIdColumn`, else `mapping.meterIdColumn`: {@link meterIdColumnOf}),
 * else `registry` itself. A host's own definition of either id is kept. Used by the dashboard editor
 * and by read-only hosts (the Overview) so a pinned Meter Table or Meter Map card draws there too.
 *
 * @param registry - the registry in effect (e.g. `useCardRegistry()`).
 * @param config - the dashboard's config item; only `dynamicColumnsConfig` is read.
 * @param map - the host's Meter Map boundaries (e.g. the reference portal's Texas counties). @default none
 * @param mapping - the host's data mapping, read for its `meterIdColumn`. @default none
 * @returns the same registry object when nothing is added, so memoized consumers do not re-render.
 * @example const cards = withMeterCards(useCardRegistry(), config);
 */
export function withMeterCards(
  registry: CardRegistry,
  config: Pick<ConfigItem, 'dynamicColumnsConfig'>,
  map: MeterMapOptions = {},
  mapping: Pick<DashboardDataMapping, 'meterIdColumn'> = {},
): CardRegistry {
  if (!meterIdColumnOf(config, mapping)) return registry;
  const missing = [meterTableVisualization, createMeterMapVisualization(map)].filter((d) => !registry.get(d.id));
  return missing.length ? registry.with(...missing) : registry;
}

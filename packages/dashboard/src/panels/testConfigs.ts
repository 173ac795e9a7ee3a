import type { ConfigItem } from '@loadline/core';
import { FIXTURE_CONFIGS, FIXTURE_STATION } from '@loadline/core/testing';

/**
 * Config items of the panel tests and stories: the memory adapter's ERCOT day-ahead forecast
 * config (real EIA-930 runs, July 2019) with the Houston station and two more stations, and the
 * same with a meter id column.
 */
const base = FIXTURE_CONFIGS.find((c) => c.configId === 'cfg-ercot-forecast') as ConfigItem;

/** Load forecast config with weather stations (Houston has data; the others are listed only). */
export const PANEL_CONFIG: ConfigItem = {
  ...base,
  weatherStations: [
    { id: FIXTURE_STATION, label: 'Houston (Harris County, NSRDB)' },
    { id: 'DFW', label: 'Dallas-Fort Worth' },
    { id: 'AUS', label: 'Austin' },
  ],
};

/** The same with a meter id column, so the Type choice (Load or Meter Count) shows. */
export const PANEL_CONFIG_WITH_METERS: ConfigItem = { ...PANEL_CONFIG, dynamicColumnsConfig: { meterIdColumn: 'meterId' } };

/** The zone-load config item of the memory adapter (filters 'zone', range filter 'load'). */
export const ZONE_LOAD_CONFIG = FIXTURE_CONFIGS.find((c) => c.configId === 'cfg-ercot-zone-load') as ConfigItem;

import type { ConfigItem, DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_CONFIGS } from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';

/**
 * Config items of the stories: the fixture's ERCOT day-ahead forecast (real EIA-930 values, July
 * 1-7 2019) as a short-term System level, and the same datasource read monthly as long term.
 */
export const STORY_CONFIGS: readonly ConfigItem[] = [
  ...FIXTURE_CONFIGS.filter((c) => c.configId === 'cfg-ercot-forecast'),
  {
    configId: 'cfg-ercot-forecast-monthly', type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' },
    category: { name: 'longTermForecast', label: 'Long Term' }, level: { name: 'system', label: 'System' },
    datasource: 'ercot_forecast', isSettled: false, filters: [], rangeFilters: [], weatherStations: [], timeInterval: 43_200,
  },
];

/** A memory adapter over the real fixtures, made once per story. */
export function StoryProvider({ children, latencyMs = 0, configs = STORY_CONFIGS, adapt }: {
  children: ReactNode;
  latencyMs?: number;
  configs?: readonly ConfigItem[];
  adapt?: (adapter: DataAdapter) => Partial<DataAdapter>;
}) {
  const [adapter] = useState(() => {
    const memory = createMemoryAdapter({ configs }, { latencyMs });
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

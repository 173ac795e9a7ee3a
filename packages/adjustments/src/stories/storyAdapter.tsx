import type { Adjustment, DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';

/** Config item of the story adjustments (the ERCOT short-term forecast). */
export const STORY_CONFIG_ID = 'cfg-ercot-forecast';

const draft = (n: number, name: string, market: string): Adjustment => ({
  adjustmentId: `adj-${n}`,
  name,
  configId: STORY_CONFIG_ID,
  market,
  processTime: `2019-07-0${Math.min(n, 7)}T11:00:00Z`,
  dateRange: { from: `2019-07-0${Math.min(n, 7)}`, to: `2019-07-0${Math.min(n + 1, 8)}` },
  summary: [],
  timezone: 'America/Chicago',
  isHourEnding: true,
  status: 'draft',
  versions: Array.from({ length: n % 3 }, (_, i) => ({ versionId: `v${i + 1}`, createdAt: `2019-07-0${Math.min(n, 7)}T1${i + 2}:00:00Z` })),
  createdAt: `2019-07-0${Math.min(n, 7)}T12:0${n}:00Z`,
  approvedBy: null,
  approvedOn: null,
});

/** Story adjustments: 7 drafts (two pages) and one approved. */
export const STORY_ADJUSTMENTS: readonly Adjustment[] = [
  draft(1, 'Independence Day holiday load', 'ERCOT'),
  draft(2, 'Coastal storm outage', 'COAST'),
  draft(3, 'Heat advisory North Central', 'NCENT'),
  draft(4, 'Refinery turnaround', 'COAST'),
  draft(5, 'Cold front Panhandle', 'NORTH'),
  draft(6, 'Data error HE17 correction', 'SOUTH'),
  draft(7, 'Weekend economic slowdown', 'ERCOT'),
  { ...draft(8, 'Approved heat wave uplift', 'ERCOT'), status: 'approved', approvedBy: 'forecaster@gulfcoast-power.test', approvedOn: '2019-07-07T15:00:00Z' },
];

/** A memory adapter over the story adjustments, made once per story. */
export function StoryProvider({ children, latencyMs = 0, adjustments = STORY_ADJUSTMENTS, adapt }: {
  children: ReactNode;
  latencyMs?: number;
  adjustments?: readonly Adjustment[];
  adapt?: (adapter: DataAdapter) => Partial<DataAdapter>;
}) {
  const [adapter] = useState(() => {
    const memory = createMemoryAdapter({ adjustments }, { latencyMs });
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

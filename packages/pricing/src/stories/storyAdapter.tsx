import type { CalculationParameters, ConfigTable, DataAdapter, Job } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';

const REPS = ['Gexa Energy', 'TXU Energy', 'Reliant', 'Green Mountain', 'Frontier Utilities', 'Rhythm'];
const EDCS = ['ONCOR', 'CENTERPOINT', 'AEP_CENTRAL', 'AEP_NORTH', 'TNMP'];

/** 60 Texas plans (two and a half pages of 25): code, name, description and the productCode filter. */
const PRODUCTS = Array.from({ length: 60 }, (_, i) => {
  const code = `TX-${EDCS[i % EDCS.length]}-${String(i + 1).padStart(3, '0')}`;
  const rep = REPS[i % REPS.length] ?? '';
  return { code, name: `${rep} Saver ${12 + (i % 3) * 12}`, description: `${12 + (i % 3) * 12}-month fixed rate in ${EDCS[i % EDCS.length]}`, productCode: code };
});

const COMPONENT_DEFS = [
  ['ENERGY', 'Energy', 'energy', '$/MWh', 'curve'],
  ['ANCILLARY', 'Ancillary services', 'ancillary', '$/MWh', 'constant'],
  ['LOSSES', 'Losses', 'energy', 'factor', 'constant'],
  ['TDU_CUSTOMER', 'TDU customer charge', 'delivery', '$/month', 'tariff'],
  ['TDU_DELIVERY', 'TDU per-kWh delivery', 'delivery', '$/kWh', 'tariff'],
  ['REC', 'Renewable energy credits', 'renewable', '$/MWh', 'constant'],
  ['MARGIN', 'Margin', 'margin', '$/MWh', 'constant'],
] as const;
const COMPONENTS = COMPONENT_DEFS.map(([code, name, group, uom, inputType]) => ({
  code, name, description: `${name} of a retail contract`, granularity: code.startsWith('TDU') ? 'P1M' : 'PT1H', level: 'contract', uom, inputType,
  componentCode: code, componentGroup: group, componentLevel: 'contract', componentInputType: inputType,
}));

/** Configuration tables of the stories and component tests. */
export const STORY_CONFIG_TABLES: Partial<Record<ConfigTable, Record<string, unknown>[]>> = {
  products: PRODUCTS,
  components: COMPONENTS,
  curves: ['HB_HOUSTON', 'HB_NORTH', 'HB_SOUTH', 'HB_WEST', 'LZ_HOUSTON', 'LZ_NORTH', 'LZ_SOUTH', 'LZ_WEST', 'HENRY_HUB'].map((name) => ({
    name, description: name === 'HENRY_HUB' ? 'Henry Hub natural gas spot' : `ERCOT day-ahead settlement point price ${name}`,
    curveType: name === 'HENRY_HUB' ? 'gas' : 'power', granularity: name === 'HENRY_HUB' ? 'P1D' : 'PT1H', uom: name === 'HENRY_HUB' ? '$/MMBtu' : '$/MWh',
  })),
  'load-profiles': ['RESLOWR_COAST', 'RESHIWR_NORTH', 'BUSMEDLF_SOUTH'].map((code) => ({ code, name: code, description: `ERCOT load profile ${code}`, loadProfile: code })),
};

/** Calculation parameters of the stories (the server's distinct lists). */
export const STORY_PARAMETERS: CalculationParameters = {
  market: ['ERCOT'],
  iso: ['ERCOT'],
  edc: EDCS,
  product: PRODUCTS.slice(0, 10).map((p) => p.code),
  profile: ['RESLOWR_COAST', 'RESHIWR_NORTH', 'BUSMEDLF_SOUTH'],
};

const INPUT = [
  'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate',
  'M1,ERCOT,ERCOT,ONCOR,TX-ONCOR-001,RESLOWR_COAST,2024-01-01,2024-03-31,2023-12-15',
  'M2,ERCOT,ERCOT,CENTERPOINT,TX-CENTERPOINT-002,RESHIWR_NORTH,2024-01-01,2024-03-31,2023-12-15',
].join('\n');
const summary = (energy: number) => [
  'meterId,volumeKwh,ENERGY_usd,ANCILLARY_usd,LOSSES_usd,TDU_CUSTOMER_usd,TDU_DELIVERY_usd,REC_usd,MARGIN_usd,totalUsd',
  `M1,3000,${energy},6,4.2,12.9,118.4,1.1,15,${(energy + 6 + 4.2 + 12.9 + 118.4 + 1.1 + 15).toFixed(2)}`,
].join('\n');
const base = { type: 'retail_cost_calculation' as const, contractCount: 2, passedCount: 0, failedCount: 0, progress: null, status: null, statusMessage: null, finishedOn: null };

/** Jobs in each state of the Job Status table: waiting, active (2 of 4), success, warning, error, and a rerun of the first success. */
export const STORY_JOBS: readonly Job[] = [
  { ...base, jobId: 'job-6', name: 'analyst_20250701150000', addedOn: '2025-07-01T15:00:00Z', state: 'waiting' },
  { ...base, jobId: 'job-5', name: 'analyst_20250701145500', addedOn: '2025-07-01T14:55:00Z', state: 'active', progress: 2 },
  { ...base, jobId: 'job-4', name: 'analyst_rerun_july', addedOn: '2025-07-01T14:00:00Z', state: 'completed', status: 'success', statusMessage: '2 of 2 contracts priced', finishedOn: '2025-07-01T14:00:09Z', passedCount: 2 },
  { ...base, jobId: 'job-3', type: 'check_status', name: 'analyst_check', addedOn: '2025-07-01T13:00:00Z', state: 'completed', status: 'warning', statusMessage: '1 of 2 contracts can be priced; line 3: No prices for the load zone', finishedOn: '2025-07-01T13:00:03Z', passedCount: 1, failedCount: 1 },
  { ...base, jobId: 'job-2', name: 'analyst_bad_file', addedOn: '2025-07-01T12:00:00Z', state: 'failed', status: 'error', statusMessage: 'file has incorrect headers', finishedOn: '2025-07-01T12:00:01Z', contractCount: 0 },
  { ...base, jobId: 'job-1', name: 'analyst_july', addedOn: '2025-07-01T11:00:00Z', state: 'completed', status: 'success', statusMessage: '2 of 2 contracts priced', finishedOn: '2025-07-01T11:00:09Z', passedCount: 2 },
];
/** Files of the story jobs: job-4 repeats job-1 (same input), with dearer energy. */
export const STORY_JOB_FILES = {
  'job-1': { input: INPUT, summary_price: summary(180.25), monthly_price: 'meterId,month,component,amountUsd\nM1,2024-01,ENERGY,60\n' },
  'job-4': { input: INPUT, summary_price: summary(201.75), monthly_price: 'meterId,month,component,amountUsd\nM1,2024-01,ENERGY,67\n' },
};

/** A memory adapter over the story tables and jobs, made once per story. */
export function StoryProvider({
  children,
  latencyMs = 0,
  jobs = [],
  adapt,
}: {
  children: ReactNode;
  latencyMs?: number;
  jobs?: readonly Job[];
  adapt?: (adapter: DataAdapter) => Partial<DataAdapter>;
}) {
  const [adapter] = useState(() => {
    const memory = createMemoryAdapter({ pricing: { configTables: STORY_CONFIG_TABLES, parameters: STORY_PARAMETERS, jobs, jobFiles: STORY_JOB_FILES } }, { latencyMs, now: () => new Date('2025-07-01T15:00:00Z') });
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

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
    const memory = createMemoryAdapter({ pricing: { configTables: STORY_CONFIG_TABLES, parameters: STORY_PARAMETERS, jobs } }, { latencyMs, now: () => new Date('2025-07-01T15:00:00Z') });
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

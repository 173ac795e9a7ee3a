import { mapeScores, type MapeScopeKind, type QueryResponse } from '@loadline/core';
import type { MapeMapping } from '../model/dataMapping';

/**
 * The metrics sidebar's values (spec part 1 §2 "Metrics sidebar: MAPE (Forecast MAPE %, Backcast
 * MAPE %)"), read from the answer of the MAPE query core builds for every screen that shows a
 * stored MAPE (`mapeRequest`, `mapeScores` of `@loadline/core`).
 *
 * @module
 */

/** Forecast and backcast MAPE in percent, null where the answer has none, with the hours they score. */
export interface MapeValues {
  forecast: number | null;
  backcast: number | null;
  /** The default score's scope: 'whole_run' when the datasource states none (an imported run, or no scope mapped). */
  scope: MapeScopeKind;
  /** Scored hours of the default score, epoch ms: start of the first to end of the last; null when not stated. */
  scoredFrom: number | null;
  scoredTo: number | null;
  /** Hours the default score covers; null when not stated. */
  hours: number | null;
  /** Forecast and backcast MAPE over every hour of the run (percent) and how many hours; null unless the default score is day-ahead. */
  fullHorizon: { forecast: number | null; backcast: number | null; hours: number | null } | null;
}

/**
 * The sidebar's values from the answer of core's `mapeRequest` for one run (no split by run):
 * forecast and backcast, and the default score's scope and hours (read by core's `mapeScores`).
 *
 * @example mapeValues(mapping.mape, answer) // { forecast: 3.744913840561316, backcast: 4.337..., scope: 'day_ahead', hours: 24, ... }
 */
export function mapeValues(mapping: MapeMapping, answer: QueryResponse | undefined): MapeValues {
  const out: MapeValues = { forecast: null, backcast: null, scope: 'whole_run', scoredFrom: null, scoredTo: null, hours: null, fullHorizon: null };
  const full = { forecast: null as number | null, backcast: null as number | null, hours: null as number | null };
  for (const score of mapeScores(mapping, answer)) {
    out[score.type] = score.mape;
    if (score.scope === 'whole_run') continue;
    out.scope = score.scope;
    out.scoredFrom = score.scoredFrom;
    out.scoredTo = score.scoredTo;
    out.hours = score.hours;
    full[score.type] = score.fullHorizon?.mape ?? null;
    full.hours = score.fullHorizon?.hours ?? null;
  }
  if (out.scope === 'day_ahead') out.fullHorizon = full;
  return out;
}

/**
 * A MAPE in percent with 2 decimals ('7.97'), or an en dash when missing.
 *
 * @example formatMape(7.965546322201216) // '7.97'
 */
export function formatMape(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}

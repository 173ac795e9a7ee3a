import { mapeRequest, mapeScores, type ForecastCategory, type ForecastSummary, type MapeScore, type MapeSource, type QueryRequestInput, type QueryResponse } from '@loadline/core';
import { itemKey } from './forecastList';

/**
 * The stored MAPE of the listed forecast runs (issue 36, "scores say their horizon"): where a
 * datasource holds one MAPE row per run and type (the reference API's `ercot_forecast_mape`), one
 * query for every card of the list, and the score each card shows: a short-term run's day-ahead
 * MAPE (its next operating day, as ERCOT reports day-ahead accuracy) with its hours, and the
 * whole run's beside it; a long-term run's whole horizon; 'Whole run' when the rows state no
 * scope (an imported run).
 *
 * @module
 */

/**
 * Where the MAPE rows are: core's `MapeSource`, the same object as the dashboard mapping's `mape`
 * (forecast rows are those of `typeValues.forecast`, default 'forecast').
 */
export type ForecastMapeSource = MapeSource;

/**
 * A run's stored forecast MAPE and the hours it scores: core's `MapeScore` without its run and
 * type (mape in percent; scope 'day_ahead', 'full_horizon', or 'whole_run' when the rows state
 * none; scored hours in epoch ms; the whole run's MAPE beside a day-ahead score).
 */
export type ForecastMape = Omit<MapeScore, 'run' | 'type'>;

/**
 * One query of the forecast MAPE of `items` (their markets and process times, matched as
 * written), split by run, over the days of their process times (core's `mapeRequest`), kept to
 * the rows of the list's horizon when the source names it (`horizonValues[category]`: a long-term
 * run shares market and process time with the short-term run issued at the same moment); null
 * with no item or no readable process time.
 *
 * @example forecastMapeRequest(source, [{ market: 'COAST', processTime: '2021-12-23T12:00:00Z' }])?.splits.length // 3 (6 with scope columns)
 */
export function forecastMapeRequest(source: ForecastMapeSource, items: readonly Pick<ForecastSummary, 'market' | 'processTime'>[], category?: ForecastCategory): QueryRequestInput | null {
  return mapeRequest(source, items, { type: 'forecast', byRun: true, ...(category ? { category } : {}) });
}

/**
 * The answer of {@link forecastMapeRequest} by card (`itemKey` of market and process time), read
 * by core's `mapeScores`.
 *
 * @example readForecastMapes(source, answer).get(itemKey({ market: 'COAST', processTime: '2021-12-23T12:00:00Z' }))?.scope // 'day_ahead'
 */
export function readForecastMapes(source: ForecastMapeSource, answer: QueryResponse | undefined): Map<string, ForecastMape> {
  const out = new Map<string, ForecastMape>();
  for (const { run, type, mape, scope, scoredFrom, scoredTo, hours, fullHorizon } of mapeScores(source, answer)) {
    if (run && type === 'forecast') out.set(itemKey(run), { mape, scope, scoredFrom, scoredTo, hours, fullHorizon });
  }
  return out;
}

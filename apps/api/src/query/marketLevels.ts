import type { QueryRequest } from '@loadline/core';
import type { DatasourceMeta } from '../data/registry';
import { QueryError } from './errors';

/**
 * Market levels (issue #32): a datasource's markets belong to levels that never add up together.
 * The ERCOT total already holds its eight weather zones, and a utility's imported market (its own
 * ISO or its own series of a zone, e.g. `COAST_OWN`) is another view of the same load: a query
 * summing them together counts load twice or more (8,411,804.635 MWh on 2019-08-12 against
 * ERCOT's 1,447,721.32).
 */

/** Message of the 400 answered to a query that would sum (or average) markets of different levels. */
export const MARKET_LEVELS_MESSAGE =
  'Load of markets of different levels (an ISO total, its weather zones, a utility\'s own markets) cannot be added together: ' +
  'filter the market to one ISO, to weather zones of one ISO, or to one imported market, or split by market';

/** Aggregations that add values of different rows together (a mean is a sum divided). */
const ADDING = new Set(['Sum', 'Avg']);

/**
 * The level of a market code of `meta`: the declared level, else the code itself (a market the
 * metadata does not declare, such as a utility's import, is a level of its own).
 */
function levelOf(levels: Readonly<Record<string, string>>, market: string): string {
  return Object.hasOwn(levels, market) ? levels[market]! : `own:${market}`;
}

/**
 * Refuses a query that would add markets of different levels of a datasource declaring
 * `marketLevels`: a Sum or Avg measure (or custom WeightedAvg) over rows of more than one level,
 * i.e. without a split by the market column and without an Include filter on it whose markets are
 * all of one level. A Min, Max, First, Last or CountDistinct never adds rows and passes.
 * @param req the query (spec part 2 section 7 "Data queries")
 * @throws {QueryError} 400 {@link MARKET_LEVELS_MESSAGE}
 */
export function checkMarketLevels(req: QueryRequest, meta: DatasourceMeta): void {
  const declared = meta.marketLevels;
  if (!declared) return;
  const adds = req.selectedMeasures.some((m) => ('customAggregation' in m ? m.customAggregation.function === 'WeightedAvg' : ADDING.has(m.aggregation)));
  if (!adds) return;
  if (req.splits.some((s) => s.type === 'dimension' && s.columnName === declared.column)) return;
  const includes = req.filters.filter((f) => f.columnName === declared.column && f.filterType === 'Include');
  // Every Include filter must hold; the markets read are those all of them list.
  const read = includes.reduce<Set<string> | null>((acc, f) => {
    const listed = new Set(f.filterValues.filter((v) => v !== null).map(String));
    return acc === null ? listed : new Set([...acc].filter((v) => listed.has(v)));
  }, null);
  if (read === null) throw new QueryError(MARKET_LEVELS_MESSAGE);
  const levels = new Set([...read].map((m) => levelOf(declared.levels, m)));
  if (levels.size > 1) throw new QueryError(MARKET_LEVELS_MESSAGE);
}

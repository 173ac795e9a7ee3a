import { convertUnit, definitionOf, UnitConversionError } from './convertUnit';
import { isUnitId, UNITS, type UnitId, type UnitType } from './unitCatalogue';

/**
 * Interval-aware conversion between power energy (kWh, MWh) and power demand (kW, MW), and how
 * each unit aggregates over time. Demand is the average rate over an interval, so
 * `energy = demand x interval hours` (1 MW over a 15-minute interval is 0.25 MWh; 1 MWh in a
 * 15-minute interval is an average demand of 4 MW).
 *
 * @module
 */

const MINUTES_PER_HOUR = 60;

function checkInterval(intervalMinutes: number): void {
  if (!(Number.isFinite(intervalMinutes) && intervalMinutes > 0)) {
    throw new UnitConversionError('invalid-interval', `Expected an interval length in minutes above 0, got ${intervalMinutes}`);
  }
}

/**
 * Converts a value of one interval between any two units of one unit type (as
 * {@link convertUnit}), and also between power energy and power demand: energy in kWh = average
 * demand in kW x interval length in hours. The interval is the one the value covers, e.g. 15 for
 * quarter-hourly data, 60 for hourly, 1440 for a daily bucket (a local day of 23 or 25 hours is
 * 1380 or 1500 minutes).
 *
 * @param value - the value of one interval, in `from` units.
 * @param from - unit of `value`, e.g. `MW`.
 * @param to - wanted unit, e.g. `MWh`.
 * @param intervalMinutes - length of the interval the value covers, in minutes (above 0).
 * @returns the value in `to` units.
 * @throws {@link UnitConversionError} with code `invalid-interval` when `intervalMinutes` is not a
 *   finite number above 0, `unknown-unit` for an id outside the catalogue, `incompatible-units`
 *   for units of different unit types other than power energy and power demand (e.g. MW to therm).
 *
 * @example
 * convertUnitOverInterval(1, 'MW', 'MWh', 15) // 0.25
 * convertUnitOverInterval(1, 'MWh', 'MW', 15) // 4
 * convertUnitOverInterval(500, 'kW', 'MWh', 60) // 0.5
 * convertUnitOverInterval(1500, 'kWh', 'MWh', 15) // 1.5 (same type: the interval plays no part)
 */
export function convertUnitOverInterval(value: number, from: UnitId | string, to: UnitId | string, intervalMinutes: number): number {
  checkInterval(intervalMinutes);
  const source = definitionOf(from);
  const target = definitionOf(to);
  if (source.type === target.type) return convertUnit(value, from, to);
  const hours = intervalMinutes / MINUTES_PER_HOUR;
  // Bases: kWh for power load, kW for power demand (both with offset 0).
  if (source.type === 'power demand' && target.type === 'power load') return (value * source.factor * hours) / target.factor;
  if (source.type === 'power load' && target.type === 'power demand') return (value * source.factor) / hours / target.factor;
  return convertUnit(value, from, to); // throws incompatible-units
}

/**
 * Whether two units convert into each other given an interval length: the same unit type, or
 * power energy and power demand.
 *
 * @example areUnitsCompatibleOverInterval('MW', 'kWh') // true
 * @example areUnitsCompatibleOverInterval('MW', 'therm') // false
 */
export function areUnitsCompatibleOverInterval(a: UnitId | string, b: UnitId | string): boolean {
  if (!isUnitId(a) || !isUnitId(b)) return false;
  const ta = UNITS[a].type;
  const tb = UNITS[b].type;
  return ta === tb || (ta === 'power load' && tb === 'power demand') || (ta === 'power demand' && tb === 'power load');
}

/**
 * How values of a unit combine when intervals are rolled up into a longer one:
 * - `sum`: quantities that accumulate (power load kWh/MWh, every gas load unit); an hour's energy
 *   is the sum of its four quarter-hours.
 * - `mean`: rates and states (power demand kW/MW, temperature, dimensionless, percent); an hour's
 *   demand is the mean of its quarter-hours. Summing four 15-minute MW values into an hour is
 *   wrong (4 x the demand); the hour's energy is the sum of MW x 0.25 (see
 *   {@link convertUnitOverInterval}).
 * - `unknown`: `custom` units (e.g. '$ dollars' sums, '$/MWh' averages); the series decides.
 */
export type TimeAggregation = 'sum' | 'mean' | 'unknown';

const AGGREGATION: Readonly<Record<UnitType, TimeAggregation>> = {
  'power load': 'sum',
  'power demand': 'mean',
  'gas load': 'sum',
  temperature: 'mean',
  dimensionless: 'mean',
  custom: 'unknown',
};

/**
 * How a unit aggregates over time (see {@link TimeAggregation}): energy sums, demand averages.
 *
 * @throws {@link UnitConversionError} with code `unknown-unit` for an id outside the catalogue.
 * @example timeAggregationOf('MWh') // 'sum'
 * @example timeAggregationOf('MW') // 'mean'
 * @example timeAggregationOf('custom') // 'unknown'
 */
export function timeAggregationOf(unit: UnitId | string): TimeAggregation {
  return AGGREGATION[definitionOf(unit).type];
}

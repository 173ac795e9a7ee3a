import type { AdjustmentCalculation } from '@loadline/core';

/**
 * The new load of an interval from its forecast and an adjustment calculation (spec part 1 §3
 * "Adjustment row"): `none` keeps the forecast; `add` adds the value (MWh); `multiply` and
 * `divide` scale by it; `percent` adds value % of the forecast; `custom` replaces the forecast
 * with the value. Units are the forecast's (MWh per hourly interval).
 *
 * @returns the new load; null when it cannot be computed (no forecast, except for `custom`;
 * no value; a division by 0)
 * @example applyCalculation(40_000, 'percent', 5) // 42000
 * @example applyCalculation(40_000, 'custom', 0) // 0 (an outage)
 */
export function applyCalculation(forecast: number | null, calculation: AdjustmentCalculation, value: number | null): number | null {
  if (calculation === 'none') return forecast;
  if (value === null || !Number.isFinite(value)) return null;
  if (calculation === 'custom') return value;
  if (forecast === null) return null;
  switch (calculation) {
    case 'add':
      return forecast + value;
    case 'multiply':
      return forecast * value;
    case 'divide':
      return value === 0 ? null : forecast / value;
    case 'percent':
      return forecast * (1 + value / 100);
  }
}

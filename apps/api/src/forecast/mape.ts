/**
 * Mean absolute percentage error, percent: 100 / n * sum |actual - forecast| / |actual| over the
 * pairs where both are finite and the actual is not 0.
 * @returns NaN when no pair qualifies
 */
export function mape(actual: readonly number[], forecast: readonly number[]): number {
  let sum = 0;
  let n = 0;
  const len = Math.min(actual.length, forecast.length);
  for (let i = 0; i < len; i++) {
    const a = actual[i]!;
    const f = forecast[i]!;
    if (!Number.isFinite(a) || !Number.isFinite(f) || a === 0) continue;
    sum += Math.abs(a - f) / Math.abs(a);
    n++;
  }
  return n === 0 ? NaN : (100 * sum) / n;
}

import { describe, expect, it } from 'vitest';
import { uniformRng } from '../seed/random';
import { designRow, fitVanilla, predictVanilla, VANILLA_COLUMNS } from './vanilla';

/** Two years of hours with a seasonal + diurnal temperature and a load built from known coefficients. */
function synthetic(beta: Float64Array, noise = 0) {
  const u = uniformRng(7);
  const rows: { t: number; temperature: number; load: number }[] = [];
  for (let t = Date.UTC(2017, 0, 1, 6); t < Date.UTC(2019, 0, 1, 6); t += 3_600_000) {
    const doy = (t - Date.UTC(2017, 0, 1)) / 86_400_000;
    const temperature = 65 - 18 * Math.cos((2 * Math.PI * doy) / 365.25) + 9 * Math.sin((2 * Math.PI * (doy % 1)) - 2) + 8 * (u() - 0.5);
    const { idx, val } = designRow({ t, temperature });
    let load = 0;
    idx.forEach((i, k) => (load += beta[i]! * val[k]!));
    rows.push({ t, temperature, load: load + noise * (u() - 0.5) });
  }
  return rows;
}

describe('GEFCom2012 vanilla model', () => {
  const u = uniformRng(11);
  const beta = Float64Array.from({ length: VANILLA_COLUMNS }, (_, i) => (i === 0 ? 30_000 : 2_000 * (u() - 0.5)));

  it('recovers known coefficients from noise-free synthetic load', () => {
    const model = fitVanilla(synthetic(beta));
    expect(model.n).toBe(17_520);
    let worst = 0;
    for (let i = 0; i < VANILLA_COLUMNS; i++) worst = Math.max(worst, Math.abs(model.coefficients[i]! - beta[i]!));
    expect(worst).toBeLessThan(1e-3);
  });

  it('predicts close to the truth with noisy load and passes a missing temperature through as NaN', () => {
    const rows = synthetic(beta, 200);
    const model = fitVanilla(rows);
    const truth = synthetic(beta, 0);
    const predicted = predictVanilla(model, truth.slice(0, 500));
    const maxErr = Math.max(...predicted.map((p, i) => Math.abs(p - truth[i]!.load)));
    expect(maxErr).toBeLessThan(100);
    expect(predictVanilla(model, [{ t: Date.UTC(2018, 5, 1), temperature: NaN }])[0]).toBeNaN();
  });

  it('uses local calendar terms: the same UTC hour falls on a different local hour across DST', () => {
    const winter = designRow({ t: Date.UTC(2019, 0, 7, 18), temperature: 60 }); // 12:00 CST Monday
    const summer = designRow({ t: Date.UTC(2019, 6, 1, 17), temperature: 60 }); // 12:00 CDT Monday
    expect(winter.idx.filter((i) => i >= 13 && i < 180)).toEqual(summer.idx.filter((i) => i >= 13 && i < 180));
  });

  it('holds temperature inside each month\'s training range: a December hour far warmer than any December seen predicts as the warmest one', () => {
    const rows = synthetic(beta, 200);
    const model = fitVanilla(rows);
    const december = rows.filter((r) => new Date(r.t - 6 * 3_600_000).getUTCMonth() === 11).map((r) => r.temperature);
    const hi = Math.max(...december);
    expect(model.monthRange!.hi[11]).toBeCloseTo(hi, 9);
    const t = Date.UTC(2018, 11, 20, 20);
    const [atEdge, beyond, inside] = predictVanilla(model, [{ t, temperature: hi }, { t, temperature: hi + 25 }, { t, temperature: hi - 5 }]);
    expect(beyond).toBe(atEdge);
    expect(inside).not.toBe(atEdge);
  });

  it('refuses a window shorter than the design', () => {
    expect(() => fitVanilla(synthetic(beta).slice(0, 100))).toThrow(/at least 285 hours/);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  cetRows, gasDayStartUtc, GB_LDZ_MARKET, heatingDegreeDays, henryHubRows, texasMonthlyRows, THERMS_PER_GWH, ukLdzRows,
} from './gas';
import { localMidnightUtc } from './time';

/** Raw rows vendored from the public files named in fixtures/SOURCES.md ("Gas excerpts"); nothing outside the project is read. */
const fixture = (name: string, skip = 0) =>
  Papa.parse<Record<string, string>>(readFileSync(resolve(import.meta.dirname, 'fixtures', name), 'utf8').split('\n').slice(skip).join('\n'), {
    header: true,
    skipEmptyLines: true,
  }).data;

describe('GB gas day', () => {
  it('starts at 05:00 London: 05:00Z in winter, 04:00Z in summer, on both clock-change days', () => {
    expect(new Date(gasDayStartUtc('2021-02-12')).toISOString()).toBe('2021-02-12T05:00:00.000Z');
    expect(new Date(gasDayStartUtc('2021-07-15')).toISOString()).toBe('2021-07-15T04:00:00.000Z');
    // Spring forward 2021-03-28 01:00Z: 05:00 BST = 04:00Z; fall back 2021-10-31 01:00Z: 05:00 GMT.
    expect(new Date(gasDayStartUtc('2021-03-28')).toISOString()).toBe('2021-03-28T04:00:00.000Z');
    expect(new Date(gasDayStartUtc('2021-10-31')).toISOString()).toBe('2021-10-31T05:00:00.000Z');
  });
});

describe('UK LDZ sendout in therms', () => {
  const rows = ukLdzRows(fixture('gas_uk_ldz_excerpt.csv'));

  it('converts GWh with 1 GWh = 3.6e12 J / 105,505,585.262 J per therm (about 34,121.4 therm)', () => {
    expect(THERMS_PER_GWH).toBeCloseTo(34_121.4163, 3);
    // 2021-02-12, the cold snap's peak: 3,360.062 GWh (hand-checked against the raw file).
    const peak = rows.find((r) => r.time === Date.parse('2021-02-12T05:00:00Z'));
    expect(peak).toMatchObject({ market: GB_LDZ_MARKET, quality: 'A' });
    expect(peak!.load).toBeCloseTo(3360.062 * 34_121.4163, -1);
    expect(peak!.load / 1e6).toBeCloseTo(114.65, 2);
  });

  it('keeps one row per gas day, each 24 h after the last except over a clock change (23 h / 25 h)', () => {
    expect(rows).toHaveLength(19);
    const hours = (a: string, b: string) =>
      (rows.find((r) => r.time === gasDayStartUtc(b))!.time - rows.find((r) => r.time === gasDayStartUtc(a))!.time) / 3_600_000;
    expect(hours('2021-02-01', '2021-02-02')).toBe(24);
    expect(hours('2021-03-27', '2021-03-28')).toBe(23);
    expect(hours('2021-10-30', '2021-10-31')).toBe(25);
  });

  it('refuses a repeated gas day and a missing value', () => {
    const one = fixture('gas_uk_ldz_excerpt.csv').slice(0, 1);
    expect(() => ukLdzRows([...one, ...one])).toThrow(/appears twice/);
    expect(() => ukLdzRows([{ ...one[0]!, ldz_offtake_gwh: '' }])).toThrow(/no LDZ offtake/);
  });
});

describe('Central England temperature and heating degree days (base 15.5 degC)', () => {
  const rows = cetRows(fixture('hadcet_excerpt.csv'));

  it('matches the raw folder HDD(15.5) column day by day', () => {
    const expected = fixture('nts_hadcet_hdd_excerpt.csv');
    expect(expected).toHaveLength(14);
    for (const e of expected) {
      const row = rows.find((r) => r.time === Date.parse(`${e.gas_day}T00:00:00Z`));
      expect(row?.temperatureC, e.gas_day).toBe(Number(e.cet_mean_temp_c));
      expect(row?.hdd, e.gas_day).toBe(Number(e.hdd_15_5c));
    }
  });

  it('is zero on warm days, never negative, and dated at London midnight (23:00Z in summer)', () => {
    const july = rows.find((r) => r.time === Date.parse('2021-07-10T23:00:00Z'));
    expect(july).toBeDefined();
    expect(july!.hdd).toBe(0);
    expect(heatingDegreeDays(-1.9)).toBe(17.4);
    expect(heatingDegreeDays(15.5)).toBe(0);
    expect(heatingDegreeDays(22.9)).toBe(0);
  });
});

describe('Texas monthly consumption by end use', () => {
  const rows = texasMonthlyRows(fixture('eia_usgas_tx_excerpt.csv'), fixture('eia_tx_2014_2024_excerpt.csv'));
  // Central midnight of the 1st: 05:00Z under CDT (2013-11-01), 06:00Z under CST.
  const at = (month: string, market: string) => rows.find((r) => r.time === localMidnightUtc(`${month}-01`, 'America/Chicago') && r.market === market)?.load;

  it('takes months before 2014-01 from the older vintage and the rest from the newer one, MMcf x 1000 = MCF', () => {
    // 6 end uses x (2013-11, 2013-12 from file 1; 2014-01, 2022-02 from file 2).
    expect(rows).toHaveLength(24);
    expect(localMidnightUtc('2013-11-01', 'America/Chicago')).toBe(Date.parse('2013-11-01T05:00:00Z'));
    expect(at('2013-12', 'TX_RESIDENTIAL')).toBe(42_807_000);
    expect(at('2014-01', 'TX_RESIDENTIAL')).toBe(56_481_000);
    expect(at('2022-02', 'TX_DELIVERED')).toBe(342_736_000);
    expect(at('2022-02', 'TX_VEHICLE_FUEL')).toBe(98_000);
  });

  it('keeps the total (delivered to consumers) equal to the sum of its five end uses (to EIA rounding)', () => {
    for (const month of ['2013-11', '2014-01', '2022-02']) {
      const parts = ['TX_RESIDENTIAL', 'TX_COMMERCIAL', 'TX_INDUSTRIAL', 'TX_ELECTRIC_POWER', 'TX_VEHICLE_FUEL'].reduce((s, m) => s + at(month, m)!, 0);
      // EIA rounds each series to whole MMcf: the parts may miss the total by a few MMcf.
      expect(Math.abs(parts - at(month, 'TX_DELIVERED')!), month).toBeLessThanOrEqual(5_000);
    }
  });
});

describe('Henry Hub daily spot', () => {
  it('reads the EIA export oldest first at Central midnight, skipping the day without a price', () => {
    const rows = henryHubRows(fixture('henry_hub_excerpt.csv', 4));
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ time: Date.parse('2018-01-02T06:00:00Z'), price: 6.24 });
    expect(rows.some((r) => r.time === Date.parse('2018-01-05T06:00:00Z'))).toBe(false);
    expect(rows.at(-1)).toEqual({ time: Date.parse('2018-01-12T06:00:00Z'), price: 4.06 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertUnit, UnitConversionError } from './convertUnit';
import { areUnitsCompatibleOverInterval, convertUnitOverInterval, timeAggregationOf } from './convertUnitOverInterval';
import { UNIT_TYPES, UNITS, type UnitId } from './unitCatalogue';

const POWER: readonly UnitId[] = ['kWh', 'MWh', 'kW', 'MW'];
const INTERVALS = [5, 15, 30, 60, 1380, 1440, 1500, 43_200];
const value = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });
const within = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));

describe('convertUnitOverInterval', () => {
  it('turns demand over an interval into energy: 1 MW over 15 minutes is 0.25 MWh', () => {
    expect(convertUnitOverInterval(1, 'MW', 'MWh', 15)).toBe(0.25);
    expect(convertUnitOverInterval(1, 'MW', 'kWh', 15)).toBe(250);
    expect(convertUnitOverInterval(500, 'kW', 'MWh', 60)).toBe(0.5);
    expect(convertUnitOverInterval(2, 'MW', 'MWh', 1440)).toBe(48);
  });

  it('turns energy in an interval into its average demand: 1 MWh in 15 minutes is 4 MW', () => {
    expect(convertUnitOverInterval(1, 'MWh', 'MW', 15)).toBe(4);
    expect(convertUnitOverInterval(1, 'MWh', 'kW', 15)).toBe(4000);
    expect(convertUnitOverInterval(250, 'kWh', 'kW', 30)).toBe(500);
    // Hourly energy and hourly average demand are the same number.
    expect(convertUnitOverInterval(41_250.5, 'MWh', 'MW', 60)).toBe(41_250.5);
  });

  it('converts within a unit type as convertUnit does, whatever the interval', () => {
    expect(convertUnitOverInterval(1500, 'kWh', 'MWh', 15)).toBe(1.5);
    expect(convertUnitOverInterval(212, 'degF', 'degC', 60)).toBe(convertUnit(212, 'degF', 'degC'));
    expect(convertUnitOverInterval(1, 'DTH', 'therm', 1440)).toBe(convertUnit(1, 'DTH', 'therm'));
  });

  it('refuses other unit types and a bad interval, with codes', () => {
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(UnitConversionError);
        return (e as UnitConversionError).code;
      }
      return 'none';
    };
    expect(codeOf(() => convertUnitOverInterval(1, 'MW', 'therm', 15))).toBe('incompatible-units');
    expect(codeOf(() => convertUnitOverInterval(1, 'MW', 'furlong', 15))).toBe('unknown-unit');
    for (const bad of [0, -15, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeOf(() => convertUnitOverInterval(1, 'MW', 'MWh', bad))).toBe('invalid-interval');
    }
    expect(() => convertUnitOverInterval(1, 'MW', 'MWh', 0)).toThrow('Expected an interval length in minutes above 0, got 0');
  });

  it('knows which units an interval relates', () => {
    expect(areUnitsCompatibleOverInterval('MW', 'kWh')).toBe(true);
    expect(areUnitsCompatibleOverInterval('kWh', 'kW')).toBe(true);
    expect(areUnitsCompatibleOverInterval('GJ', 'CCF')).toBe(true);
    expect(areUnitsCompatibleOverInterval('MW', 'therm')).toBe(false);
    expect(areUnitsCompatibleOverInterval('MW', 'nope')).toBe(false);
  });
});

describe('convertUnitOverInterval: property', () => {
  const pairs = POWER.flatMap((a) => POWER.map((b) => [a, b] as const));

  it('round-trips energy and demand within 1e-9 relative for any interval', () => {
    fc.assert(fc.property(fc.constantFrom(...pairs), value, fc.constantFrom(...INTERVALS), ([a, b], v, minutes) =>
      within(convertUnitOverInterval(convertUnitOverInterval(v, a, b, minutes), b, a, minutes), v)), { numRuns: 2000 });
  });

  it('is transitive through any third power unit', () => {
    const triples = POWER.flatMap((a) => POWER.flatMap((b) => POWER.map((c) => [a, b, c] as const)));
    fc.assert(fc.property(fc.constantFrom(...triples), value, fc.constantFrom(...INTERVALS), ([a, b, c], v, minutes) =>
      within(convertUnitOverInterval(convertUnitOverInterval(v, a, b, minutes), b, c, minutes), convertUnitOverInterval(v, a, c, minutes))));
  });

  it('sums interval energy to the average demand times the total hours', () => {
    fc.assert(fc.property(
      fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 96 }),
      fc.constantFrom(5, 15, 30, 60),
      fc.constantFrom<UnitId>('kW', 'MW'),
      fc.constantFrom<UnitId>('kWh', 'MWh'),
      (demands, minutes, demandUnit, energyUnit) => {
        const energy = demands.reduce((sum, d) => sum + convertUnitOverInterval(d, demandUnit, energyUnit, minutes), 0);
        const mean = demands.reduce((sum, d) => sum + d, 0) / demands.length;
        const totalHours = (demands.length * minutes) / 60;
        const expected = convertUnit(mean * totalHours, demandUnit === 'kW' ? 'kWh' : 'MWh', energyUnit);
        return within(energy, expected);
      },
    ));
  });

  it('gives the average demand of a longer interval from its summed energy', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 4, maxLength: 4 }), (quarterHoursMW) => {
      const hourMWh = quarterHoursMW.reduce((sum, d) => sum + convertUnitOverInterval(d, 'MW', 'MWh', 15), 0);
      const mean = quarterHoursMW.reduce((sum, d) => sum + d, 0) / 4;
      return within(convertUnitOverInterval(hourMWh, 'MWh', 'MW', 60), mean);
    }));
  });
});

describe('timeAggregationOf', () => {
  it('sums energy and gas, averages demand, temperature and fractions, leaves custom to the series', () => {
    expect(timeAggregationOf('kWh')).toBe('sum');
    expect(timeAggregationOf('MWh')).toBe('sum');
    expect(timeAggregationOf('MMBTU')).toBe('sum');
    expect(timeAggregationOf('MW')).toBe('mean');
    expect(timeAggregationOf('kW')).toBe('mean');
    expect(timeAggregationOf('degC')).toBe('mean');
    expect(timeAggregationOf('percent')).toBe('mean');
    expect(timeAggregationOf('custom')).toBe('unknown');
    expect(() => timeAggregationOf('furlong')).toThrow(UnitConversionError);
  });

  it('gives every unit of a type the same aggregation', () => {
    for (const type of UNIT_TYPES) {
      const kinds = new Set(Object.values(UNITS).filter((u) => u.type === type).map((u) => timeAggregationOf(u.id)));
      expect(kinds.size).toBe(1);
    }
  });
});

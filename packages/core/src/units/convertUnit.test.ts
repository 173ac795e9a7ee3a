import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areUnitsCompatible, convertUnit, UnitConversionError } from './convertUnit';
import { defaultUnitOf, formatUnitLabel, UNIT_CATALOGUE, UNIT_TYPES, UNITS, unitsOfType, type UnitId } from './unitCatalogue';

const close = (actual: number, expected: number, rel = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(1, Math.abs(expected)));

describe('convertUnit: spec factors', () => {
  it('converts power load between kWh and MWh', () => {
    expect(convertUnit(1500, 'kWh', 'MWh')).toBe(1.5);
    expect(convertUnit(2.5, 'MWh', 'kWh')).toBe(2500);
  });

  it('converts power demand between kW and MW', () => {
    expect(convertUnit(1500, 'kW', 'MW')).toBe(1.5);
    expect(convertUnit(2.5, 'MW', 'kW')).toBe(2500);
  });

  it('follows every gas factor of spec part 2 section 9 to the therm base', () => {
    close(convertUnit(1, 'BTU', 'therm'), 1 / 100_000);
    close(convertUnit(1, 'MMBTU', 'therm'), 10);
    close(convertUnit(1, 'MCF', 'therm'), 10 / 0.98039);
    close(convertUnit(2.77616, 'M3', 'therm'), 1);
    close(convertUnit(0.98039, 'CCF', 'therm'), 1);
  });

  it('follows the gas factors of spec part 2 section 9', () => {
    close(convertUnit(1, 'CCF', 'therm'), 1 / 0.98039);
    close(convertUnit(1, 'M3', 'therm'), 1 / 2.77616);
    close(convertUnit(1, 'MCF', 'CCF'), 10);
    close(convertUnit(1, 'DTH', 'therm'), 10);
    close(convertUnit(1, 'therm', 'BTU'), 100_000);
    close(convertUnit(1, 'MMBTU', 'BTU'), 1e6);
    close(convertUnit(1, 'MMBTU', 'DTH'), 1);
  });

  it('converts therms to gigajoules through the IT BTU (1 therm = 105.505585262 MJ)', () => {
    close(convertUnit(1, 'therm', 'GJ'), 0.105505585262);
    close(convertUnit(1, 'GJ', 'MMBTU'), 0.9478171203, 1e-9);
  });

  it('converts temperatures with the offset', () => {
    close(convertUnit(212, 'degF', 'degC'), 100);
    close(convertUnit(-40, 'degC', 'degF'), -40);
    close(convertUnit(0, 'degC', 'degF'), 32);
  });

  it('multiplies a fraction by 100 for percent', () => {
    expect(convertUnit(0.25, 'dimensionless', 'percent')).toBe(25);
    expect(convertUnit(50, 'percent', 'dimensionless')).toBe(0.5);
  });

  it('leaves a value unchanged for the same unit, custom included', () => {
    expect(convertUnit(7.25, 'custom', 'custom')).toBe(7.25);
    expect(convertUnit(7.25, 'GJ', 'GJ')).toBe(7.25);
  });
});

describe('convertUnit: errors', () => {
  it('refuses units of different unit types with a clear message', () => {
    expect(() => convertUnit(1, 'kWh', 'therm')).toThrow(UnitConversionError);
    expect(() => convertUnit(1, 'kWh', 'therm')).toThrow('Cannot convert kWh (power load) to therm (gas load): the unit types differ');
    expect(() => convertUnit(1, 'custom', 'kWh')).toThrow(/unit types differ/);
    // Energy and demand need an interval (convertUnitOverInterval).
    expect(() => convertUnit(1, 'MW', 'MWh')).toThrow('Cannot convert MW (power demand) to MWh (power load): the unit types differ');
  });

  it('names an unknown unit', () => {
    try {
      convertUnit(1, 'kWh', 'furlong');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnitConversionError);
      expect((error as UnitConversionError).code).toBe('unknown-unit');
      expect((error as Error).message).toBe('Unknown unit "furlong"');
    }
  });

  it('reports compatibility by unit type', () => {
    expect(areUnitsCompatible('CCF', 'GJ')).toBe(true);
    expect(areUnitsCompatible('degF', 'percent')).toBe(false);
    expect(areUnitsCompatible('MWh', 'nope')).toBe(false);
  });
});

describe('unit catalogue', () => {
  it('has the spec defaults per unit type', () => {
    expect(UNIT_TYPES.map(defaultUnitOf)).toEqual(['kWh', 'kW', 'therm', 'degF', 'dimensionless', 'custom']);
    expect(unitsOfType('power load').map((u) => u.id)).toEqual(['kWh', 'MWh']);
    expect(unitsOfType('power demand').map((u) => u.id)).toEqual(['kW', 'MW']);
    expect(unitsOfType('gas load').map((u) => u.label)).toEqual(
      ['therm', 'BTU', 'MMBTU', 'Decatherms (DTH)', 'CCF', 'MCF', 'M3', 'GJ'],
    );
  });

  it('lists each unit under the type it declares', () => {
    for (const type of UNIT_TYPES) {
      for (const id of UNIT_CATALOGUE[type].units) expect(UNITS[id].type).toBe(type);
    }
  });
});

describe('convertUnit: property', () => {
  const pairs = UNIT_TYPES.flatMap((type) =>
    UNIT_CATALOGUE[type].units.flatMap((a) => UNIT_CATALOGUE[type].units.map((b) => [a, b] as [UnitId, UnitId])),
  );

  it('round-trips every pair of compatible units within 1e-9 relative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }),
        ([from, to], value) => {
          const back = convertUnit(convertUnit(value, from, to), to, from);
          // Relative to the magnitude; near zero the affine temperature map needs an absolute floor.
          return Math.abs(back - value) <= 1e-9 * Math.max(1, Math.abs(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is transitive: converting through any third unit of the type gives the direct result', () => {
    const triples = UNIT_TYPES.flatMap((type) => {
      const units = UNIT_CATALOGUE[type].units;
      return units.flatMap((a) => units.flatMap((b) => units.map((c) => [a, b, c] as [UnitId, UnitId, UnitId])));
    });
    fc.assert(
      fc.property(fc.constantFrom(...triples), fc.double({ min: -1e9, max: 1e9, noNaN: true }), ([a, b, c], value) => {
        const direct = convertUnit(value, a, c);
        const via = convertUnit(convertUnit(value, a, b), b, c);
        return Math.abs(direct - via) <= 1e-9 * Math.max(1, Math.abs(direct));
      }),
    );
  });
});

describe('formatUnitLabel', () => {
  it("shows symbols, and a custom series' own unit text", () => {
    expect(formatUnitLabel('degF')).toBe('°F');
    expect(formatUnitLabel('percent')).toBe('%');
    expect(formatUnitLabel('custom', '$ dollars')).toBe('$ dollars');
    expect(formatUnitLabel('$/MWh')).toBe('$/MWh');
  });
});

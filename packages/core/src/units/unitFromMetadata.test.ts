import { describe, expect, it } from 'vitest';
import { UNITS, type UnitId } from './unitCatalogue';
import { unitFromMetadata } from './unitFromMetadata';

describe('unitFromMetadata', () => {
  it.each([
    ['MWh', 'MWh', 'power load'], ['kWh', 'kWh', 'power load'], ['mwh', 'MWh', 'power load'],
    ['MW', 'MW', 'power demand'], ['kW', 'kW', 'power demand'], ['megawatts', 'MW', 'power demand'],
    ['degF', 'degF', 'temperature'], ['°F', 'degF', 'temperature'], ['deg C', 'degC', 'temperature'], ['degrees F', 'degF', 'temperature'],
    ['therm', 'therm', 'gas load'], ['Therms', 'therm', 'gas load'], ['MMBtu', 'MMBTU', 'gas load'], ['Dth', 'DTH', 'gas load'],
    ['Decatherms (DTH)', 'DTH', 'gas load'], ['Mcf', 'MCF', 'gas load'], ['m³', 'M3', 'gas load'], ['GJ', 'GJ', 'gas load'],
    ['percent', 'percent', 'dimensionless'], ['%', 'percent', 'dimensionless'], ['dimensionless', 'dimensionless', 'dimensionless'],
    ['', 'dimensionless', 'dimensionless'],
  ] as const)('maps %j to %s (%s)', (text, unit, type) => {
    expect(unitFromMetadata(text)).toEqual({ unit, type, customUnit: null });
  });

  it.each(['$ dollars', 'count', '$/MWh', 'W/m2', 'm/s', 'deg'])('keeps %j as a custom unit with its text', (text) => {
    expect(unitFromMetadata(text)).toEqual({ unit: 'custom', type: 'custom', customUnit: text });
  });

  it('maps every catalogue id (but custom) to itself', () => {
    for (const id of Object.keys(UNITS) as UnitId[]) {
      if (id === 'custom') continue;
      expect(unitFromMetadata(id).unit).toBe(id);
      expect(unitFromMetadata(` ${id} `).unit).toBe(id);
    }
  });
});

import { isUnitId, UNITS, type UnitDefinition, type UnitId } from './unitCatalogue';

/**
 * Why a conversion failed: an id outside the catalogue, units of different unit types (that no
 * interval relates), or an interval length that is not a positive finite number of minutes.
 */
export type UnitConversionErrorCode = 'unknown-unit' | 'incompatible-units' | 'invalid-interval';

/**
 * Thrown by {@link convertUnit} when the units are unknown or of different unit types, and by
 * `convertUnitOverInterval` also for an invalid interval length.
 */
export class UnitConversionError extends Error {
  /** Machine-readable reason. */
  readonly code: UnitConversionErrorCode;
  constructor(code: UnitConversionErrorCode, message: string) {
    super(message);
    this.name = 'UnitConversionError';
    this.code = code;
  }
}

/** The definition of a unit id; throws `unknown-unit` for an id outside the catalogue. */
export function definitionOf(id: string): UnitDefinition {
  if (!isUnitId(id)) throw new UnitConversionError('unknown-unit', `Unknown unit "${id}"`);
  return UNITS[id];
}

/**
 * Converts a value between two units of the same unit type, with the factors of spec part 2
 * section 9 (CCF = 1/0.98039 therm; M3 = 1/2.77616 therm; MCF = 10 CCF; Decatherm = 10 therms;
 * therm = 100000 BTU; MMBTU = 1e6 BTU), 1 MWh = 1000 kWh, 1 MW = 1000 kW, degC = (degF - 32) x 5/9, percent =
 * fraction x 100, and GJ through the International Table BTU (see `JOULES_PER_BTU`).
 *
 * @param value - the value in `from` units (e.g. a load in kWh).
 * @param from - unit of `value`.
 * @param to - wanted unit.
 * @returns the value in `to` units; the same number when `from === to`.
 * @throws {@link UnitConversionError} with code `unknown-unit` for an id outside the catalogue,
 *   `incompatible-units` when the units belong to different unit types (e.g. kWh to therm, or
 *   MW to MWh: energy and demand need an interval, see `convertUnitOverInterval`).
 *
 * @example
 * convertUnit(1500, 'kWh', 'MWh') // 1.5
 * convertUnit(212, 'degF', 'degC') // 100
 * convertUnit(0.25, 'dimensionless', 'percent') // 25
 */
export function convertUnit(value: number, from: UnitId | string, to: UnitId | string): number {
  const source = definitionOf(from);
  const target = definitionOf(to);
  if (source.type !== target.type) {
    throw new UnitConversionError(
      'incompatible-units',
      `Cannot convert ${source.label} (${source.type}) to ${target.label} (${target.type}): the unit types differ`,
    );
  }
  if (source.id === target.id) return value;
  const base = value * source.factor + source.offset;
  return (base - target.offset) / target.factor;
}

/**
 * Whether two units can be converted into each other (same unit type). Used to decide whether a
 * series may join an axis (spec part 1 section 5: series on one axis must share units).
 *
 * @example areUnitsCompatible('CCF', 'GJ') // true
 */
export function areUnitsCompatible(a: UnitId | string, b: UnitId | string): boolean {
  return isUnitId(a) && isUnitId(b) && UNITS[a].type === UNITS[b].type;
}

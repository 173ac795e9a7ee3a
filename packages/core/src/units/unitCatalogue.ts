/**
 * The unit catalogue of spec part 1 section 3 ("Units") and the conversion factors of spec part 2
 * section 9 ("Unit conversions"). Every unit is an affine map onto its type's base unit:
 * `base = value * factor + offset` (offset is non-zero only for temperature).
 */

/**
 * Unit type of a unit: the five series types of spec part 1 section 3 ("Data series": power load,
 * gas load, temperature, dimensionless, custom; the same strings as the data series schema's
 * `SeriesType`), plus `power demand`.
 *
 * Power demand (kW, MW: an average rate over an interval) is its own unit type, not a second
 * dimension inside `power load` (energy: kWh, MWh), because of the card's axis rules (spec part 1
 * section 5: series may share an axis only when their unit types match; a card axis shows one
 * unit). Every unit of one type converts to every other with {@link convertUnit} alone, so an axis
 * can show any unit of its type for all of its series. Energy and demand need the interval length
 * to convert (`convertUnitOverInterval`), which an axis does not have (a Day-Type or Month-12
 * bucket is no fixed interval), so MW and MWh series never share an axis. `SeriesType` stays the
 * spec's five: `SeriesType` is assignable to `UnitType`, not the other way round.
 */
export type UnitType = 'power load' | 'power demand' | 'gas load' | 'temperature' | 'dimensionless' | 'custom';

/** Every unit type, in the order the catalogue lists them. */
export const UNIT_TYPES: readonly UnitType[] = ['power load', 'power demand', 'gas load', 'temperature', 'dimensionless', 'custom'];

/**
 * Identifier of a unit. Power load (energy): `kWh`, `MWh`. Power demand (average rate over an
 * interval): `kW`, `MW`. Gas load: `therm`, `BTU`, `MMBTU`, `DTH`
 * (decatherm), `CCF`, `MCF`, `M3`, `GJ`. Temperature: `degF`, `degC`. Dimensionless:
 * `dimensionless` (a fraction), `percent` (the fraction multiplied by 100). `custom`: a
 * series-defined unit (the series' `customUnit` text) that converts only to itself.
 */
export type UnitId =
  | 'kWh' | 'MWh'
  | 'kW' | 'MW'
  | 'therm' | 'BTU' | 'MMBTU' | 'DTH' | 'CCF' | 'MCF' | 'M3' | 'GJ'
  | 'degF' | 'degC'
  | 'dimensionless' | 'percent'
  | 'custom';

/** One unit of the catalogue. */
export interface UnitDefinition {
  /** Identifier used in cards' `typeUnits` and in {@link convertUnit}. */
  readonly id: UnitId;
  /** Unit type the unit belongs to; conversion is only possible within one type. */
  readonly type: UnitType;
  /** Text shown in the card's unit picker (radios or select). */
  readonly label: string;
  /** Short symbol for axis titles and tooltips, e.g. `kWh`, `°F`, `%`. */
  readonly symbol: string;
  /** `base = value * factor + offset`, the base being the type's default unit. */
  readonly factor: number;
  /** Additive part of the map onto the base unit (temperature only; 0 elsewhere). */
  readonly offset: number;
}

/** One unit type of the catalogue: its label, default unit and units in display order. */
export interface UnitTypeDefinition {
  readonly type: UnitType;
  /** Text naming the unit type, e.g. `Power load`. */
  readonly label: string;
  /** Default unit (spec part 1 section 3): kWh, therm, degF, dimensionless, custom; kW for power demand (by analogy with kWh; the spec names no demand unit). */
  readonly defaultUnit: UnitId;
  /** Units of this type in display order; the default first. */
  readonly units: readonly UnitId[];
}

/** Therms in one CCF (hundred cubic feet): spec part 2 section 9, `CCF = 1/0.98039 therm`. */
export const THERMS_PER_CCF = 1 / 0.98039;
/** Therms in one cubic metre: spec part 2 section 9, `M3 = 1/2.77616 therm`. */
export const THERMS_PER_M3 = 1 / 2.77616;
/** BTU in one therm: spec part 2 section 9, `therm = 100000 BTU`. */
export const BTU_PER_THERM = 100_000;
/**
 * Joules in one International Table British thermal unit, exactly 1055.05585262 J (BTU_IT, from
 * the IT calorie of 4.1868 J; NIST SP 811 (2008), appendix B.8, lists it as 1.055 056 E+03 J).
 * With the spec's `therm = 100000 BTU` this makes one therm 105.505585262 MJ, which is the therm
 * (EC) of NIST SP 811 (1.055 056 E+08 J); the therm (US) of SP 811 (1.054 804 E+08 J) is not
 * used because it would break the spec's therm/BTU/MMBTU factors.
 */
export const JOULES_PER_BTU = 1055.05585262;
/** Therms in one gigajoule: 1e9 J / (100000 BTU x 1055.05585262 J), about 9.478171 therm. */
export const THERMS_PER_GJ = 1e9 / (BTU_PER_THERM * JOULES_PER_BTU);

const unit = (id: UnitId, type: UnitType, label: string, symbol: string, factor = 1, offset = 0): UnitDefinition =>
  ({ id, type, label, symbol, factor, offset });

/** Every unit by id. Factors map onto the type's base: kWh, kW, therm, degF, fraction, custom. */
export const UNITS: Readonly<Record<UnitId, UnitDefinition>> = {
  kWh: unit('kWh', 'power load', 'kWh', 'kWh'),
  MWh: unit('MWh', 'power load', 'MWh', 'MWh', 1000),
  kW: unit('kW', 'power demand', 'kW', 'kW'),
  MW: unit('MW', 'power demand', 'MW', 'MW', 1000),
  therm: unit('therm', 'gas load', 'therm', 'therm'),
  BTU: unit('BTU', 'gas load', 'BTU', 'BTU', 1 / BTU_PER_THERM),
  MMBTU: unit('MMBTU', 'gas load', 'MMBTU', 'MMBTU', 1e6 / BTU_PER_THERM),
  DTH: unit('DTH', 'gas load', 'Decatherms (DTH)', 'DTH', 10),
  CCF: unit('CCF', 'gas load', 'CCF', 'CCF', THERMS_PER_CCF),
  MCF: unit('MCF', 'gas load', 'MCF', 'MCF', 10 * THERMS_PER_CCF),
  M3: unit('M3', 'gas load', 'M3', 'm³', THERMS_PER_M3),
  GJ: unit('GJ', 'gas load', 'GJ', 'GJ', THERMS_PER_GJ),
  degF: unit('degF', 'temperature', 'degF', '°F'),
  degC: unit('degC', 'temperature', 'degC', '°C', 9 / 5, 32),
  dimensionless: unit('dimensionless', 'dimensionless', 'dimensionless', ''),
  percent: unit('percent', 'dimensionless', 'percent', '%', 1 / 100),
  custom: unit('custom', 'custom', 'custom', ''),
};

/** The unit catalogue per unit type, with labels and defaults (spec part 1 section 3). */
export const UNIT_CATALOGUE: Readonly<Record<UnitType, UnitTypeDefinition>> = {
  'power load': { type: 'power load', label: 'Power load', defaultUnit: 'kWh', units: ['kWh', 'MWh'] },
  'power demand': { type: 'power demand', label: 'Power demand', defaultUnit: 'kW', units: ['kW', 'MW'] },
  'gas load': {
    type: 'gas load', label: 'Gas load', defaultUnit: 'therm',
    units: ['therm', 'BTU', 'MMBTU', 'DTH', 'CCF', 'MCF', 'M3', 'GJ'],
  },
  temperature: { type: 'temperature', label: 'Temperature', defaultUnit: 'degF', units: ['degF', 'degC'] },
  dimensionless: { type: 'dimensionless', label: 'Dimensionless', defaultUnit: 'dimensionless', units: ['dimensionless', 'percent'] },
  custom: { type: 'custom', label: 'Custom', defaultUnit: 'custom', units: ['custom'] },
};

/**
 * Whether a string names a unit of the catalogue.
 *
 * @example isUnitId('MWh') // true
 */
export function isUnitId(value: string): value is UnitId {
  return Object.prototype.hasOwnProperty.call(UNITS, value);
}

/**
 * Units offered for a unit type, default first, as full definitions (for a unit picker: radios
 * when 3 or fewer, otherwise a select, per spec part 1 section 2 "Card options").
 *
 * @example unitsOfType('temperature').map((u) => u.id) // ['degF', 'degC']
 */
export function unitsOfType(type: UnitType): readonly UnitDefinition[] {
  return UNIT_CATALOGUE[type].units.map((id) => UNITS[id]);
}

/**
 * Default unit of a unit type: kWh, kW, therm, degF, dimensionless or custom.
 *
 * @example defaultUnitOf('gas load') // 'therm'
 */
export function defaultUnitOf(type: UnitType): UnitId {
  return UNIT_CATALOGUE[type].defaultUnit;
}

/**
 * Text of a unit for axis titles, legends and tooltips: the unit's symbol, or for `custom` the
 * series' own `customUnit` text (spec part 1 §3 "Data series": customUnit). Unknown ids are
 * returned as given.
 *
 * @example formatUnitLabel('degF') // '°F'
 * @example formatUnitLabel('custom', '$ dollars') // '$ dollars'
 */
export function formatUnitLabel(unit: UnitId | string, customUnit?: string | null): string {
  if (unit === 'custom') return customUnit ?? '';
  return isUnitId(unit) ? UNITS[unit].symbol : unit;
}

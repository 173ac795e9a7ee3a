import { UNITS, type UnitId, type UnitType } from './unitCatalogue';

/** A unit read from datasource metadata: a catalogue unit, or `custom` with the source's text. */
export interface MetadataUnit {
  /** Catalogue unit id (`custom` when the text names no catalogue unit). */
  readonly unit: UnitId;
  /** Unit type of `unit`, e.g. `power demand` for `MW`. */
  readonly type: UnitType;
  /** The metadata's own text for a `custom` unit (e.g. `$ dollars`, `count`), else null. */
  readonly customUnit: string | null;
}

// Spellings of each catalogue unit, compared after trimming, lower-casing and dropping spaces,
// dots and a leading "deg"/"°" separator. Lower case makes 'mw' MW: no utility datasource reports
// milliwatts, and metadata written by hand often loses the case.
const SPELLINGS: Readonly<Record<UnitId, readonly string[]>> = {
  kWh: ['kwh', 'kilowatthour', 'kilowatthours'],
  MWh: ['mwh', 'megawatthour', 'megawatthours'],
  kW: ['kw', 'kilowatt', 'kilowatts'],
  MW: ['mw', 'megawatt', 'megawatts'],
  therm: ['therm', 'therms', 'thm'],
  BTU: ['btu', 'btus'],
  MMBTU: ['mmbtu', 'mmbtus'],
  DTH: ['dth', 'decatherm', 'decatherms', 'decatherms(dth)'],
  CCF: ['ccf'],
  MCF: ['mcf'],
  M3: ['m3', 'm³', 'cubicmetre', 'cubicmeter', 'cubicmetres', 'cubicmeters'],
  GJ: ['gj', 'gigajoule', 'gigajoules'],
  degF: ['degf', '°f', 'f', 'fahrenheit'],
  degC: ['degc', '°c', 'c', 'celsius'],
  dimensionless: ['dimensionless', 'fraction', ''],
  percent: ['percent', '%', 'pct'],
  custom: [],
};

const BY_SPELLING: ReadonlyMap<string, UnitId> = new Map(
  (Object.entries(SPELLINGS) as [UnitId, readonly string[]][]).flatMap(([id, names]) => names.map((n) => [n, id] as const)),
);

const normalise = (text: string) => text.trim().toLowerCase().replace(/[\s.]+/g, '').replace(/^degrees?/, 'deg');

/**
 * Maps the unit text of a datasource's metadata (`metrics[].unit` of GET datasource metadata,
 * spec part 2 section 7) onto the unit catalogue of spec part 1 section 3, so a card takes each
 * series' unit from the metadata instead of a fixed table. Case, spaces and dots are ignored
 * ('MWh', 'mwh', 'MW', 'kW', 'degF', '°F', 'therm', 'MMBtu', 'm³', 'percent', '%'); a text naming
 * no catalogue unit ('$ dollars', 'count', '$/MWh', 'W/m2') is a `custom` unit carrying the text,
 * as the series' `customUnit`. An empty text is `dimensionless`.
 *
 * `MW` and `kW` are `power demand` (see `UnitType`), a different unit type from `MWh` and `kWh`,
 * whatever `unitType` the metadata gives the metric.
 *
 * @param text - the metadata's unit text.
 * @returns the catalogue unit, its unit type and, for `custom`, the original text (trimmed).
 *
 * @example unitFromMetadata('MW') // { unit: 'MW', type: 'power demand', customUnit: null }
 * @example unitFromMetadata('degF') // { unit: 'degF', type: 'temperature', customUnit: null }
 * @example unitFromMetadata('$ dollars') // { unit: 'custom', type: 'custom', customUnit: '$ dollars' }
 */
export function unitFromMetadata(text: string): MetadataUnit {
  const id = BY_SPELLING.get(normalise(text));
  if (id) return { unit: id, type: UNITS[id].type, customUnit: null };
  return { unit: 'custom', type: 'custom', customUnit: text.trim() };
}

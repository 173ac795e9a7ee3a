export {
  BTU_PER_THERM,
  defaultUnitOf,
  formatUnitLabel,
  isUnitId,
  JOULES_PER_BTU,
  THERMS_PER_CCF,
  THERMS_PER_GJ,
  THERMS_PER_M3,
  UNIT_CATALOGUE,
  UNIT_TYPES,
  UNITS,
  unitsOfType,
  type UnitDefinition,
  type UnitId,
  type UnitType,
  type UnitTypeDefinition,
} from './unitCatalogue';
export { areUnitsCompatible, convertUnit, UnitConversionError, type UnitConversionErrorCode } from './convertUnit';
export {
  areUnitsCompatibleOverInterval,
  convertUnitOverInterval,
  timeAggregationOf,
  type TimeAggregation,
} from './convertUnitOverInterval';
export { unitFromMetadata, type MetadataUnit } from './unitFromMetadata';

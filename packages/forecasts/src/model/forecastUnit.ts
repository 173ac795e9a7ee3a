import { unitFromMetadata, type DatasourceMetadata } from '@loadline/core';

/**
 * Unit of a datasource's forecast values, read from its metadata (`metrics[].unit` of the
 * forecast column, through core's `unitFromMetadata`): a unit id such as 'MWh', the text of a
 * custom unit, or null when the metadata is absent or does not name the column.
 *
 * @example forecastUnitOf(meta, 'load') // 'MWh'
 */
export function forecastUnitOf(metadata: DatasourceMetadata | undefined, forecastColumn: string): string | null {
  const metric = metadata?.metrics.find((m) => m.name === forecastColumn);
  if (!metric?.unit) return null;
  const read = unitFromMetadata(metric.unit);
  return read.customUnit ?? read.unit;
}

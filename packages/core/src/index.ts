/**
 * @loadline/core: the headless core of Loadline. No DOM, no styles, no React (React lives under
 * the `./react` subpath; memory adapter and real-data fixtures under `./testing`).
 *
 * @packageDocumentation
 */
export * from './texts';
export * from './schemas/index';
export * from './units/index';
export * from './expression/index';
export * from './time/index';
export * from './query/index';
export * from './adapter/index';
export * from './actionState';
export * from './products';
export { naturalCompare } from './naturalOrder';
export { csvCell, csvQuote, csvValue } from './csv/index';
export {
  editedPoints, isEdited, stitchIntervals, stitchVersion, type ForecastInterval, type IntervalEdit, type StitchedInterval,
} from './adjustments/index';

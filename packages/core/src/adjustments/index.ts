export {
  editedPoints, isEdited, stitchIntervals, stitchVersion,
  type ForecastInterval, type IntervalEdit, type StitchedInterval,
} from './stitch';

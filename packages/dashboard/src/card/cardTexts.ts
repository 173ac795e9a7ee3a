import { unknownCardTypeText } from '../model/queryPlan';

/**
 * Labels of the dashboard card's controls. The spec names these controls (part 1 §2 "Card options",
 * "Card actions") without giving their wording, so these are the product's own; the spec's own
 * texts (errors, 'Force 0', 'Data Range', the empty card text) come from `@loadline/core` and
 * `../texts`.
 *
 * @module
 */
export const cardTexts = {
  /** Button opening the card options (visualization, legend, y axis, units, grouping). */
  options: 'Card options',
  /** Button opening the card actions menu. */
  actions: 'Card actions',
  visualization: 'Visualization',
  legendPosition: 'Legend position',
  grouping: 'Group by',
  primaryAxis: 'Primary axis',
  secondaryAxis: 'Secondary axis',
  /** Y-axis range control of an axis, e.g. 'Primary axis range'. */
  axisRange: (axis: string) => `${axis} range`,
  /** Unit control of an axis, e.g. 'Primary axis units'. */
  axisUnits: (axis: string) => `${axis} units`,
  copyCard: 'Copy card',
  addToOverview: 'Add to Overview',
  removeFromOverview: 'Remove from Overview',
  removeCard: 'Remove card',
  editCard: 'Edit title and description',
  doneEditing: 'Done',
  title: 'Card title',
  description: 'Card description',
  /** Error popover button: '1 error', '2 errors'. */
  errorCount: (n: number) => (n === 1 ? '1 error' : `${n} errors`),
  errorsOf: 'Card errors',
  series: 'Data series',
  /** Calculation select of a series, e.g. 'Calculation of Stitched Actual'. */
  calculationOf: (label: string) => `Calculation of ${label}`,
  /** Remove button of a series. */
  removeSeries: (label: string) => `Remove ${label}`,
  /** Axis tag of a series in the series list. */
  onAxis: (axis: 'primary_axis' | 'secondary_axis') => (axis === 'primary_axis' ? 'Primary' : 'Secondary'),
  /** Summary visualization columns. */
  summaryColumns: { series: 'Series', min: 'Min', max: 'Max', average: 'Average', total: 'Total' },
  /** A card whose visualization has no renderer in the card registry (not a spec text). */
  visualizationNotAvailable: unknownCardTypeText,
  /** Caption of the table drawn for a cyclic grouping. */
  categoryColumn: { hourOfDay: 'Hour', dayOfWeek: 'Day of week', monthOfYear: 'Month', dayType: 'Day type' },
  legend: { bottom: 'Bottom', top: 'Top', left: 'Left', right: 'Right', none: 'None' },
  calculations: { Sum: 'Sum', Avg: 'Average', Min: 'Min', Max: 'Max', CountDistinct: 'CountDistinct', First: 'First' },
} as const;

import { TimeChart, type TimeChartProps } from '../TimeChart/TimeChart';

/** Props of {@link MultiAxisChart}: every option of a time chart. */
export type MultiAxisChartProps = TimeChartProps;

/**
 * Combo chart with a primary (left) and a secondary (right) y axis, each with its own unit and range, e.g. load in MW against temperature in degF (spec: MultiAxis (Combo)).
 *
 * @example
 * <MultiAxisChart title="Load and temperature" series={[load, { ...temperature, axis: 'secondary' }]} yAxisMode={{ secondary: 'data-range' }} />
 */
export function MultiAxisChart(props: MultiAxisChartProps) {
  return <TimeChart {...props} kind="multiaxis" />;
}

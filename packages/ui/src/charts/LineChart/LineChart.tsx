import { TimeChart, type TimeChartProps } from '../TimeChart/TimeChart';

/** Props of {@link LineChart}: every option of a time chart. */
export type LineChartProps = TimeChartProps;

/**
 * Time series as lines on a canvas, gaps left open, decimated per pixel column (min/max) so peaks survive at any point count. Series on the `secondary` axis get a right-hand y axis.
 *
 * @example
 * <LineChart title="ERCOT load" series={[load]} timeZone="America/Chicago" hourConvention="hour-ending" />
 */
export function LineChart(props: LineChartProps) {
  return <TimeChart {...props} kind="line" />;
}

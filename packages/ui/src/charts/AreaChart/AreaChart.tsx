import { TimeChart, type TimeChartProps } from '../TimeChart/TimeChart';

/** Props of {@link AreaChart}: every option of a time chart. */
export type AreaChartProps = TimeChartProps;

/**
 * Time series as lines filled down to zero (or the axis edge when zero is out of range); gaps are neither filled nor drawn.
 *
 * @example
 * <AreaChart title="Load" series={[load]} timeZone="America/Chicago" />
 */
export function AreaChart(props: AreaChartProps) {
  return <TimeChart {...props} kind="area" />;
}

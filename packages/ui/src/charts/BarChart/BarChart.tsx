import { TimeChart, type TimeChartProps } from '../TimeChart/TimeChart';

/** Props of {@link BarChart}: every option of a time chart. */
export type BarChartProps = TimeChartProps;

/**
 * Primary-axis series as bars (grouped side by side), secondary-axis series as lines; the y axis always includes zero. With more points than pixels, one bar per kept point (min/max per column).
 *
 * @example
 * <BarChart title="Daily load" series={[dailyLoad]} timeZone="America/Chicago" />
 */
export function BarChart(props: BarChartProps) {
  return <TimeChart {...props} kind="bar" />;
}

import { TimeChart, type TimeChartProps } from '../TimeChart/TimeChart';

/** Props of {@link StackChart}: every option of a time chart. */
export type StackChartProps = TimeChartProps;

/**
 * Series stacked as bands on the times of the first series (e.g. load by zone adding up to the system load). A gap leaves its band undrawn; the y axis includes zero.
 *
 * @example
 * <StackChart title="Load by zone" series={[north, south, west]} timeZone="America/Chicago" />
 */
export function StackChart(props: StackChartProps) {
  return <TimeChart {...props} kind="stack" />;
}

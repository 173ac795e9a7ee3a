import { Button, ThemeProvider, type ChartSeries } from '@loadline/ui';
import { LineChart } from '@loadline/ui/charts';

const HOUR = 3_600_000;
const start = Date.UTC(2024, 6, 1, 5);
// A day of hourly load (MW), one value per hour beginning; null is a gap.
const load: ChartSeries = {
  id: 'load', label: 'Load', axis: 'primary', unit: 'MW',
  points: { x: Array.from({ length: 24 }, (_, h) => start + h * HOUR), y: Array.from({ length: 24 }, (_, h) => (h === 5 ? null : 40_000 + 8_000 * Math.sin((h / 24) * Math.PI))) },
};

/** A themed line chart in Central time, hour ending, with the ui kit's button beside it. */
export function LoadChart({ onRefresh }: { onRefresh: () => void }) {
  return (
    <ThemeProvider theme="light">
      <LineChart title="Load" series={[load]} timeZone="America/Chicago" hourConvention="hour-ending" height={240} />
      <Button onClick={onRefresh}>Refresh</Button>
    </ThemeProvider>
  );
}

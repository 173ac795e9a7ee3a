import { describe, expect, it } from 'vitest';
import { groupingChoicesForInterval } from './groupingChoices';

const labels = (minutes: number | null) => groupingChoicesForInterval(minutes).map((g) => g.label);

describe('groupingChoicesForInterval (spec part 1 §3, §9)', () => {
  it('offers no 30-min or 15-min grouping on hourly data', () => {
    expect(labels(60)).toEqual(['Year-All', 'Month-All', 'Day-All', 'Hour-All', 'Day-Week', 'Month-12', 'Hour-24']);
  });

  it('offers every grouping on 15-minute data or an unknown interval, and none below a day on daily data', () => {
    expect(labels(15)).toContain('15-min');
    expect(labels(null)).toEqual(labels(15));
    expect(labels(1440)).toEqual(['Year-All', 'Month-All', 'Day-All', 'Day-Week', 'Month-12']);
  });
});

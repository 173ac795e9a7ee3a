import { GROUPING_CHOICES, type GroupingDefinition } from '@loadline/core';

/**
 * The groupings a card offers for data stored at `intervalMinutes` (the datasource's interval,
 * spec part 1 §3 "Group-by / grouping", §9): those of {@link GROUPING_CHOICES} whose interval is
 * at or above the data's. Hourly data offers no 30-min or 15-min grouping, whose queries the API
 * answers with no data; daily data no Hour-All or Hour-24. Unknown interval: every choice.
 *
 * @example groupingChoicesForInterval(60).map((g) => g.label) // ['Year-All', 'Month-All', 'Day-All', 'Hour-All', 'Day-Week', 'Month-12', 'Hour-24']
 */
export function groupingChoicesForInterval(intervalMinutes: number | null | undefined): readonly GroupingDefinition[] {
  if (intervalMinutes === null || intervalMinutes === undefined) return GROUPING_CHOICES;
  return GROUPING_CHOICES.filter((g) => g.minutes >= intervalMinutes);
}

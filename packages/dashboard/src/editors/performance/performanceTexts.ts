/** Texts of the short-term performance editor (spec part 1 §2 "shortTermPerformance", "Metrics sidebar"). */
export const performanceTexts = {
  /** Heading of the performance section. */
  heading: 'Forecast performance',
  /** Label of the run choice. */
  processTime: 'Process Time',
  /** Caption of the daily table. */
  caption: (processTime: string, horizon: string) => `MAPE and bias per day of the ${horizon} forecast of ${processTime} against the actual load`,
  /** Column headers. */
  day: 'Day',
  lead: 'Day ahead',
  hours: 'Hours',
  mape: 'MAPE %',
  biasPercent: 'Bias %',
  bias: (unit: string) => `Bias (${unit})`,
  /** Label of the row over every scored hour: the run's full horizon, e.g. 'Full run (7 days)'. */
  run: (days: number) => `Full run (${days} days)`,
  /** The run's day-ahead MAPE (its next operating day, as ERCOT reports day-ahead accuracy), shown first. */
  dayAheadMape: 'Day-ahead MAPE %',
  /** The hours the day-ahead MAPE scores, in the dashboard's zone, e.g. 'Day-ahead: 2021-12-24 HE1–HE24 (24 hours)'. */
  dayAheadHours: (hours: string, count: number) => `Day-ahead: ${hours} (${count} hours)`,
  /** The run's MAPE over every scored hour, e.g. 'Full run (7 days) MAPE %'. */
  fullRunMape: (days: number) => `Full run (${days} days) MAPE %`,
  /** The hours the full-run MAPE scores, e.g. '2021-12-24 – 2021-12-30 (168 hours)'. */
  fullRunHours: (from: string, to: string, count: number) => `${from} – ${to} (${count} hours)`,
  /** Button adding a card of the run's forecast and the actual over the run's days. */
  chart: 'Chart forecast against actual',
  /** Shown with no run to score. */
  noRun: 'Choose a forecast run to score it',
  /** The horizon of the runs scored. */
  horizon: 'short-term',
  /** Title of the card the chart button adds. */
  cardTitle: 'Forecast vs actual',
  /** A day without a scored hour. */
  none: '—',
} as const;

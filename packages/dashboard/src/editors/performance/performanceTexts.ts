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
  /** Label of the row over every scored hour. */
  run: 'Run',
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

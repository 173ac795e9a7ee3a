/**
 * Every user-visible text of the charts, in one place so components and tests share them.
 * Texts quoted by the spec are verbatim (part 1: Forecast summary card, Card; part 2: messages).
 */
export const chartTexts = {
  /** Sparkline overlay when there is one value or fewer (spec part 1, Forecast summary card). */
  notEnoughData: 'Not enough data',
  /** A chart whose series hold no value (spec part 2, query and data messages). */
  noData: 'No data found for this dataseries',
  loading: 'Loading chart',
  resetZoom: 'Reset zoom',
  downloadPng: 'Download PNG',
  downloadCsv: 'Download CSV',
  showTable: 'Show table',
  showChart: 'Show chart',
  previousPage: 'Previous',
  nextPage: 'Next',
  legend: 'Legend',
  time: 'Time',
  hour: 'Hour',
  forceZero: 'Force 0',
  dataRange: 'Data Range',
} as const;

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
  /** Tooltip suffix of a point whose bucket holds only part of its period (a partial month), drawn dashed. */
  partialPeriod: '(partial period)',
  time: 'Time',
  hour: 'Hour',
  /** First column of a category chart's table and CSV when its axis has no title. */
  category: 'Category',
  /** Day-Week buckets, ISO weekday 1..7. */
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  /** Month-12 buckets, 1..12. */
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  /** Day-Type buckets (spec part 1 section 3: Weekday, Weekend). */
  dayTypes: ['Weekday', 'Weekend'],
  /** Names of the cyclic groupings' buckets (as core's time filter group titles). */
  hourOfDay: 'Hour of day',
  dayOfWeek: 'Day of week',
  monthOfYear: 'Month of year',
  dayType: 'Day type',
  forceZero: 'Force 0',
  dataRange: 'Data Range',
} as const;

/** Texts of the risk editor (spec part 1 §2 "Risk-type dashboards", §5). */

/** Label of the As Of Date selector. */
export const TEXT_AS_OF_DATE = 'As Of Date';
/** Heading of the risk series panel. */
export const TEXT_RISK_SERIES = 'Risk series';
/** The as-of-date call returned no date (before the dashboard's end). */
export const TEXT_NO_AS_OF_DATES = 'No as of dates before the end date';

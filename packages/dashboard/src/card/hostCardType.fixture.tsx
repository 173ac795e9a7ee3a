import { planCardQueries, type CardPlanner } from '../model/queryPlan';
import type { CardRenderProps, CardTypeOptionsProps, CardVisualizationDefinition } from './cardRegistry';
import * as css from './DashboardCard.css';

/**
 * A card type a host registers, for stories and tests of the open card registry (not exported from
 * the package): 'DailyShape', each series by hour of the day (hour beginning 0-23, the series' own
 * calculation over every day of the dashboard's range: Sum adds up the hour's energy), whatever
 * grouping the card was saved with. It brings
 * its own `plan()` (the series asked by hour of day), renderer (a table of hours by series) and
 * options (a note of what it shows).
 *
 * @module
 */

/** The host's card type name, saved in the card's `visualization`. */
export const DAILY_SHAPE = 'DailyShape';

/** The daily shape's plan: the card's series planned as any card's, always grouped by hour of day. */
export const planDailyShape: CardPlanner = (card, context, now, previous) => planCardQueries({ ...card, group: 'Hour24' }, context, now, previous);

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The daily shape: one row per hour of the day, one column per series. */
function DailyShape({ card, series }: CardRenderProps) {
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <div className={css.scroller} role="region" aria-label={card.title} tabIndex={0}>
      <table className={css.table} data-part="host_daily-shape">
        <caption className={css.caption}>{card.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.th}>Hour</th>
            {series.map((s) => <th key={s.id} scope="col" className={css.thNumber}>{s.unitLabel ? `${s.label} (${s.unitLabel})` : s.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h}>
              <th scope="row" className={css.rowHead}>{String(h).padStart(2, '0')}:00</th>
              {series.map((s) => {
                const i = s.points.x.indexOf(h);
                const v = i < 0 ? null : s.points.y[i];
                return <td key={s.id} className={css.td}>{v === null || v === undefined || !Number.isFinite(v) ? '–' : NUMBER.format(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyShapeOptions({ card }: CardTypeOptionsProps) {
  return <p className={css.message}>{`${card.title}: each series by hour of the day`}</p>;
}

/** The host's card definition: renderer, options, accepted series (the axis rule) and its plan. */
export const dailyShapeCard: CardVisualizationDefinition = { id: DAILY_SHAPE, label: 'Daily shape', render: DailyShape, options: DailyShapeOptions, plan: planDailyShape };

import type { Calculation, Card, DataSeries } from '@loadline/core';
import { CloseIcon, IconButton, Select } from '@loadline/ui';
import { memo, useId } from 'react';
import { SERIES_CALCULATIONS, type DashboardAction, type SeriesCalculation } from '../model/dashboardReducer';
import { cardTexts } from './cardTexts';
import * as css from './DashboardCard.css';

const isPickable = (c: Calculation): c is SeriesCalculation => (SERIES_CALCULATIONS as readonly string[]).includes(c);

function SeriesRow({ cardId, series, dispatch }: { cardId: string; series: DataSeries; dispatch: (action: DashboardAction) => void }) {
  const options = series.calculationOptions.filter(isPickable).map((c) => ({ value: c, label: cardTexts.calculations[c] }));
  return (
    <li className={css.seriesItem}>
      <span className={css.seriesName}>
        <span className={css.seriesLabel} title={series.label}>{series.label}</span>
        <span className={css.seriesAxis}>{cardTexts.onAxis(series.axisId)}</span>
      </span>
      {options.length > 0 && (
        <Select
          label={cardTexts.calculationOf(series.label)}
          options={options}
          value={series.selectedCalculation ?? null}
          onValueChange={(v) => v && dispatch({ type: 'setCalculation', cardId, seriesId: series.id, calculation: v as SeriesCalculation })}
        />
      )}
      <IconButton
        size="sm"
        aria-label={cardTexts.removeSeries(series.label)}
        icon={<CloseIcon />}
        onClick={() => dispatch({ type: 'removeSeries', cardId, seriesId: series.id })}
      />
    </li>
  );
}

/**
 * The series of an editable card (spec part 1 §2-§3), in the card options: label, axis, a
 * calculation select limited to the series' `calculationOptions` (Sum, Avg, Min, Max,
 * CountDistinct) dispatching `setCalculation`, and a remove button dispatching `removeSeries`.
 */
export const CardSeriesList = memo(function CardSeriesList({ card, dispatch }: { card: Pick<Card, 'id' | 'dataSeries'>; dispatch: (action: DashboardAction) => void }) {
  const headingId = useId();
  if (card.dataSeries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={css.seriesSection}>
      <h3 id={headingId} className={css.seriesHeading}>{cardTexts.series}</h3>
      <ul className={css.seriesList} aria-labelledby={headingId}>
        {card.dataSeries.map((s) => <SeriesRow key={s.id} cardId={card.id} series={s} dispatch={dispatch} />)}
      </ul>
    </section>
  );
});

import type { AxisId, DataSeries } from '@loadline/core';
import { useId } from 'react';
import type { DashboardDataMapping } from '../../model/dataMapping';
import { riskSeries, riskSeriesOfCategory } from '../../model/riskSeries';
import * as css from '../../panels/panels.css';
import { SeriesItem } from '../../panels/SeriesItem';
import { TEXT_RISK_SERIES } from './riskTexts';

/** Props of {@link RiskSeriesPanel}. */
export interface RiskSeriesPanelProps {
  /** Category of the dashboard: nop or supplyAndMarkToMarket. */
  category: string;
  /** The host's data mapping: a risk series it maps no measure for is not offered. */
  mapping: DashboardDataMapping;
  /** Cards of the dashboard (targets of the keyboard alternative to drag and drop). */
  cards: readonly { id: string; title: string }[];
  /** Called when the user adds a series to a card axis. */
  onAddSeries: (cardId: string, series: DataSeries, axisId: AxisId) => void;
}

/**
 * The left panel of risk dashboards (spec part 1 §2, §3 "Risk series ids"): the risk series of
 * the category (nop: Supply, Demand, Net Open Position; supplyAndMarkToMarket: Supply, Volume,
 * Mark To Market in the mapping's `markToMarketUnit`), each draggable onto a card axis or added with its
 * 'Add {label} to a card' menu.
 *
 * @example <RiskSeriesPanel category="nop" mapping={mapping} cards={cards} onAddSeries={add} />
 */
export function RiskSeriesPanel({ category, mapping, cards, onAddSeries }: RiskSeriesPanelProps) {
  const headingId = useId();
  const offered = riskSeriesOfCategory(category).filter((id) => mapping.risk?.series[id] !== undefined);
  return (
    <div className={css.panel} data-part="ll_series-panel">
      <section aria-labelledby={headingId} className={css.section}>
        <h2 id={headingId} className={css.heading}>{TEXT_RISK_SERIES}</h2>
        <ul className={css.list}>
          {offered.map((id) => (
            <SeriesItem key={id} series={riskSeries(id, mapping.risk)} cards={cards} onAddSeries={onAddSeries} />
          ))}
        </ul>
      </section>
    </div>
  );
}

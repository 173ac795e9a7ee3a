import { dataSeriesSchema, type AxisId, type Card, type DataSeries } from '@loadline/core';
import { useState, type DragEvent } from 'react';
import type { DashboardAction } from '../model/dashboardReducer';
import { SERIES_DRAG_TYPE } from '../model/seriesCatalog';
import { uniqueSeriesId } from './cardData';
import { cardTexts } from './cardTexts';
import * as css from './DashboardCard.css';

/** Whether a drag carries a series from the series panel. */
export function carriesSeries(e: Pick<DragEvent, 'dataTransfer'>): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes(SERIES_DRAG_TYPE);
}

/**
 * The series of a drop: the JSON `SeriesDragPayload` under {@link SERIES_DRAG_TYPE}, validated
 * with core's series schema, with a fresh id when the card already holds one with the same id
 * (`{id}#2`...). Null when the payload is missing or not a series.
 */
export function droppedSeries(card: Pick<Card, 'dataSeries'>, json: string): DataSeries | null {
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = dataSeriesSchema.safeParse((payload as { series?: unknown } | null)?.series);
  if (!parsed.success) return null;
  return { ...parsed.data, id: uniqueSeriesId(card, parsed.data.id) };
}

const ZONES: readonly { axisId: AxisId; label: string }[] = [
  { axisId: 'primary_axis', label: cardTexts.primaryAxis },
  { axisId: 'secondary_axis', label: cardTexts.secondaryAxis },
];

/**
 * The two drop targets shown while a series is dragged over a card: 'Primary axis' and
 * 'Secondary axis'. A drop dispatches `addSeries` on that axis; the reducer applies the rules of
 * spec part 1 §5 and the editor shows its error. Hidden from assistive technology: the series
 * panel offers the keyboard way to add a series.
 */
export function CardDropZones({ card, dispatch, onDone }: { card: Pick<Card, 'id' | 'dataSeries'>; dispatch: (action: DashboardAction) => void; onDone: () => void }) {
  const [over, setOver] = useState<AxisId | null>(null);
  const drop = (axisId: AxisId) => (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    onDone();
    const series = droppedSeries(card, e.dataTransfer.getData(SERIES_DRAG_TYPE));
    if (series) dispatch({ type: 'addSeries', cardId: card.id, series, axisId });
  };
  return (
    <div className={css.dropLayer} aria-hidden="true">
      {ZONES.map(({ axisId, label }) => (
        <div
          key={axisId}
          className={css.dropZone}
          data-over={over === axisId}
          data-axis={axisId}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
            setOver(axisId);
          }}
          onDragLeave={() => setOver(null)}
          onDrop={drop(axisId)}
        >
          {label}
        </div>
      ))}
    </div>
  );
}

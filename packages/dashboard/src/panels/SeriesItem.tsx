import type { AxisId, DataSeries } from '@loadline/core';
import { IconButton, Menu } from '@loadline/ui';
import { useMemo, type DragEvent } from 'react';
import { SERIES_DRAG_TYPE, type SeriesDragPayload } from '../model/seriesCatalog';
import { textAddSeriesToCard } from '../texts';
import { addTargets } from './forecastMenu';
import * as css from './panels.css';

/** Props of {@link SeriesItem}. */
export interface SeriesItemProps {
  /** The series this item adds. */
  series: DataSeries;
  /** Name of the item in the add button's accessible name ('Add {label} to a card'). @default series.label */
  label?: string;
  /** Shorter visible text (the full `label` becomes its tooltip), e.g. 'Actual' under a station. @default label */
  text?: string;
  /** Cards of the dashboard, for the keyboard alternative. */
  cards: readonly { id: string; title: string }[];
  /** Called when the user picks a card and axis from the add menu. */
  onAddSeries: (cardId: string, series: DataSeries, axisId: AxisId) => void;
  /** Listed under the item before it (e.g. an approved adjustment under its run): indented. @default false */
  nested?: boolean;
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M8 3v10M3 8h10" />
    </svg>
  );
}

/**
 * One series of the left panel (spec part 1 §2): draggable onto a card axis (HTML5 drag and
 * drop, type {@link SERIES_DRAG_TYPE}, payload JSON {@link SeriesDragPayload}), and a button
 * 'Add {label} to a card' opening a menu of every card × axis, the keyboard alternative.
 *
 * @example <SeriesItem series={loadSeries('actual')} cards={cards} onAddSeries={add} />
 */
export function SeriesItem({ series, label = series.label, text = label, cards, onAddSeries, nested = false }: SeriesItemProps) {
  const targets = useMemo(() => addTargets(cards), [cards]);
  const onDragStart = (e: DragEvent<HTMLLIElement>) => {
    const payload: SeriesDragPayload = { series };
    e.dataTransfer.setData(SERIES_DRAG_TYPE, JSON.stringify(payload));
    e.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <li className={nested ? `${css.item} ${css.itemNested}` : css.item} draggable onDragStart={onDragStart} data-series-id={series.id}>
      <span className={css.itemLabel} title={label}>
        {text}
      </span>
      <Menu
        trigger={<IconButton size="sm" aria-label={textAddSeriesToCard(label)} icon={<PlusIcon />} />}
        items={targets}
        onSelect={(id) => {
          const target = targets.find((t) => t.id === id);
          if (target && !target.disabled) onAddSeries(target.cardId, series, target.axisId);
        }}
      />
    </li>
  );
}

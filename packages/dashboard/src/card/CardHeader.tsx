import { CARD_TITLE_MAX, type Card, type Grouping } from '@loadline/core';
import { Button, IconButton, Menu, Popover, type MenuItem } from '@loadline/ui';
import { memo, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { DashboardAction } from '../model/dashboardReducer';
import { CardOptions } from './CardOptions';
import { cardTexts } from './cardTexts';
import * as css from './DashboardCard.css';
import type { CardSeriesError } from './useCardData';

/** Class of the card's header area that react-grid-layout uses as the drag handle (`draggableHandle: '.' + CARD_DRAG_HANDLE_CLASS`). */
export const CARD_DRAG_HANDLE_CLASS = 'll_dashboard-card-drag-handle';

function Glyph({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
const SLIDERS = 'M3 4h10M3 8h10M3 12h10M6 2.5v3M10 6.5v3M5 10.5v3';
const DOTS = 'M8 3.5v.01M8 8v.01M8 12.5v.01';
const PENCIL = 'M3 13l1-3 6.5-6.5 2 2L6 12l-3 1z';

/** Props of {@link CardHeader}. */
export interface CardHeaderProps {
  card: Card;
  grouping: Grouping;
  errors: readonly CardSeriesError[];
  dispatch?: (action: DashboardAction) => void;
  onCopyCard?: (cardId: string) => void;
  onToggleOverview?: (card: Card) => void;
  onRemoveCard?: (cardId: string) => void;
  headerActions?: ReactNode;
  /** The dashboard's load datasource, for the grouping choices of the card options. @default undefined */
  datasource?: string | null;
  /** The data's interval in minutes known before the datasource's metadata (mapping or config item). @default undefined */
  intervalMinutes?: number | null;
}

function EditFields({ card, dispatch }: { card: Card; dispatch: (action: DashboardAction) => void }) {
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description ?? '');
  const titleId = useId();
  const descriptionId = useId();
  const commitOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.currentTarget.blur();
  };
  return (
    <div className={css.editFields}>
      <label className={css.fieldLabel} htmlFor={titleId}>{cardTexts.title}</label>
      <input
        id={titleId}
        className={css.input}
        value={title}
        maxLength={CARD_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => dispatch({ type: 'setCardTitle', cardId: card.id, title })}
        onKeyDown={commitOnEnter}
      />
      <label className={css.fieldLabel} htmlFor={descriptionId}>{cardTexts.description}</label>
      <input
        id={descriptionId}
        className={css.input}
        value={description}
        maxLength={256}
        onChange={(e) => setDescription(e.target.value)}
        onBlur={() => dispatch({ type: 'setCardDescription', cardId: card.id, description })}
        onKeyDown={commitOnEnter}
      />
    </div>
  );
}

/**
 * Header of a dashboard card (spec part 1 §2 "Card actions", "Card options"): the title and
 * description (the drag handle), and, when editable, an edit toggle for both (title at most 25
 * characters, empty falls back to 'untitled card' in the reducer), the options popover and the
 * actions menu (copy card, add to or remove from Overview, remove card). The error popover lists
 * each failed series with its error text and appears only when a series failed. Memoised: a card
 * whose data arrives redraws its body, not its header's menus.
 */
export const CardHeader = memo(function CardHeader({ card, grouping, errors, dispatch, onCopyCard, onToggleOverview, onRemoveCard, headerActions, datasource, intervalMinutes }: CardHeaderProps) {
  const [editing, setEditing] = useState(false);
  const items: MenuItem[] = [];
  if (onCopyCard) items.push({ id: 'copy', label: cardTexts.copyCard });
  if (onToggleOverview) items.push({ id: 'overview', label: card.isOverview ? cardTexts.removeFromOverview : cardTexts.addToOverview });
  if (onRemoveCard) items.push({ id: 'remove', label: cardTexts.removeCard });
  const run = (id: string) => {
    if (id === 'copy') onCopyCard?.(card.id);
    else if (id === 'overview') onToggleOverview?.(card);
    else if (id === 'remove') onRemoveCard?.(card.id);
  };
  return (
    <div className={css.header}>
      <div className={editing ? css.handle : `${CARD_DRAG_HANDLE_CLASS} ${css.handle}`}>
        {editing && dispatch ? (
          <EditFields card={card} dispatch={dispatch} />
        ) : (
          <>
            <h3 className={css.title} title={card.title}>{card.title}</h3>
            {card.description ? <p className={css.description} title={card.description}>{card.description}</p> : null}
          </>
        )}
      </div>
      <div className={css.headerActions}>
        {errors.length > 0 && (
          <Popover aria-label={cardTexts.errorsOf} placement="bottom-end" trigger={<Button size="sm" variant="danger">{cardTexts.errorCount(errors.length)}</Button>}>
            <ul className={css.errorList}>
              {errors.map((e, i) => (
                <li key={`${e.label}-${i}`}>
                  <span className={css.errorLabel}>{e.label}</span>: <span className={css.errorText}>{e.error}</span>
                </li>
              ))}
            </ul>
          </Popover>
        )}
        {headerActions}
        {dispatch && (
          <>
            {editing ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>{cardTexts.doneEditing}</Button>
            ) : (
              <IconButton size="sm" aria-label={cardTexts.editCard} icon={<Glyph d={PENCIL} />} onClick={() => setEditing(true)} />
            )}
            <Popover aria-label={cardTexts.options} placement="bottom-end" trigger={<IconButton size="sm" aria-label={cardTexts.options} icon={<Glyph d={SLIDERS} />} />}>
              <CardOptions card={card} grouping={grouping} dispatch={dispatch} datasource={datasource} intervalMinutes={intervalMinutes} />
            </Popover>
          </>
        )}
        {items.length > 0 && (
          <Menu trigger={<IconButton size="sm" aria-label={cardTexts.actions} icon={<Glyph d={DOTS} />} />} items={items} onSelect={run} />
        )}
      </div>
    </div>
  );
});

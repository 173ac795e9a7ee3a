import { part } from '../part';
import { useId } from 'react';
import { uiConstants, uiTexts } from '../../texts';
import { Button } from '../Button/Button';
import { emptyText, field } from '../shared.css';
import { Skeleton } from '../Skeleton/Skeleton';
import { VirtualList } from '../VirtualList/VirtualList';
import * as css from './CheckboxGroup.css';
import { useCheckboxGroup, type Option } from './useCheckboxGroup';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** Name of the group (its legend), e.g. 'Load zone'. */
  label: string;
  /** The options. */
  options: readonly Option[];
  /** Checked values (controlled). @default undefined */
  value?: string[];
  /** Initially checked values (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with the new checked values. @default undefined */
  onValueChange?: (value: string[]) => void;
  /** Above this many options the group gets search, select all / clear all and a virtual list. @default 10 */
  threshold?: number;
  /** Disables every checkbox. @default false */
  disabled?: boolean;
  /** Shows placeholders while options load. @default false */
  loading?: boolean;
  /** Text when there are no options (or none match the search). @default 'No Options Available' */
  emptyLabel?: string;
}

/**
 * A group of checkboxes for a filter (spec part 2 section 3 "Filters", section 9): above 10
 * options a search field and Select all / Clear all buttons appear, and the list is virtualised
 * (row 30 px, minimum height 200 px). Select all / Clear all act on the options the search shows.
 *
 * @example
 * <CheckboxGroup label="Load zone" options={zones} value={picked} onValueChange={setPicked} />
 */
export function CheckboxGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  threshold = uiConstants.longListThreshold,
  disabled = false,
  loading = false,
  emptyLabel = uiTexts.noOptionsAvailable,
}: CheckboxGroupProps) {
  const state = useCheckboxGroup({ options, value, defaultValue, onValueChange, threshold });
  const legendId = useId();
  const renderItem = (o: Option) => {
    const off = disabled || o.disabled;
    return (
      <label className={[css.item, off ? css.itemDisabled : ''].join(' ')} data-state={state.selectedSet.has(o.value) ? 'checked' : 'unchecked'}>
        <input
          type="checkbox"
          className={css.checkbox}
          checked={state.selectedSet.has(o.value)}
          disabled={off}
          onChange={() => state.toggle(o.value)}
        />
        {o.label}
      </label>
    );
  };
  return (
    <div role="group" aria-labelledby={legendId} aria-busy={loading || undefined} {...part('checkbox-group', css.group)}>
      <div id={legendId} className={css.legend}>
        {label}
      </div>
      {loading ? (
        <>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
        </>
      ) : options.length === 0 ? (
        <p className={emptyText}>{emptyLabel}</p>
      ) : (
        <>
          {state.long ? (
            <>
              <input
                type="search"
                className={`${field} ${css.search}`}
                aria-label={`${uiTexts.search} ${label}`}
                placeholder={uiTexts.search}
                value={state.query}
                disabled={disabled}
                onChange={(e) => state.setQuery(e.target.value)}
              />
              <div className={css.toolbar}>
                <Button size="sm" variant="ghost" onClick={state.selectAll} disabled={disabled}>
                  {uiTexts.selectAll}
                </Button>
                <Button size="sm" variant="ghost" onClick={state.clearAll} disabled={disabled}>
                  {uiTexts.clearAll}
                </Button>
              </div>
            </>
          ) : null}
          {state.shown.length === 0 ? (
            <p className={emptyText}>{emptyLabel}</p>
          ) : (
            <VirtualList
              items={state.shown}
              getKey={(o) => o.value}
              renderItem={renderItem}
              threshold={threshold}
              itemSize={uiConstants.filterItemSize}
              minHeight={uiConstants.filterMinHeight}
              focusableViewport={false}
            />
          )}
        </>
      )}
    </div>
  );
}

import { part } from '../part';
import { useId, type ReactNode } from 'react';
import * as css from './Tabs.css';
import { useTabs } from './useTabs';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable id (the value). */
  id: string;
  /** Tab text. */
  label: ReactNode;
  /** Panel content. */
  content: ReactNode;
  /** Not selectable. @default false */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** Selected tab id (controlled). @default undefined */
  value?: string;
  /** Initially selected tab id (uncontrolled). @default the first enabled tab */
  defaultValue?: string;
  /** Called with the newly selected tab id. @default undefined */
  onValueChange?: (id: string) => void;
  /** `automatic`: arrow keys select as they move; `manual`: Enter/Space select. @default 'automatic' */
  activation?: 'automatic' | 'manual';
}

/**
 * Tabs (WAI-ARIA APG "Tabs"): a `tablist` of `tab`s with one tab stop, ArrowLeft/ArrowRight (wrapping),
 * Home and End; the selected tab's `tabpanel` is labelled by it. `data-state="active" | "inactive"`.
 *
 * @example
 * <Tabs aria-label="Forecasts" tabs={[{ id: 'short', label: 'Short term', content: … }]} />
 */
export function Tabs({ tabs, value, defaultValue, onValueChange, activation = 'automatic', ...rest }: TabsProps) {
  const { selected, setSelected, refs, onKeyDown } = useTabs({ tabs, value, defaultValue, onValueChange, activation });
  const base = useId();
  const current = tabs.find((t) => t.id === selected);
  return (
    <div {...part('tabs')}>
      <div role="tablist" aria-label={rest['aria-label']} {...part('tab-list', css.list)} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => {
          const active = t.id === selected;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={active}
              aria-controls={active ? `${base}-panel` : undefined}
              tabIndex={active ? 0 : -1}
              disabled={t.disabled}
              {...part('tab', css.tab)}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => setSelected(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tabs.indexOf(current)}`} tabIndex={0} {...part('tab-panel', css.panel)} data-state="active">
          {current.content}
        </div>
      ) : null}
    </div>
  );
}

import { naturalCompare, type ConfigDistinct } from '@loadline/core';
import { Button, Skeleton, VirtualList, clearAllShown, filterOptions, part, selectAllShown, uiConstants, uiTexts, type Option } from '@loadline/ui';
import { useId, useMemo, useState } from 'react';
import { pricingTexts } from '../../texts';
import * as css from './Configurations.css';

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** Filter names in panel order (spec part 2 §3), e.g. ['productCode', 'uom']. */
  names: readonly string[];
  /** Options per filter name (the distinct call's answer); `undefined` while loading. */
  options: ConfigDistinct | undefined;
  /** Checked values per filter name (an empty list keeps everything). */
  value: Readonly<Record<string, readonly string[]>>;
  /** Called with a filter's new checked values. */
  onFilterChange: (name: string, values: readonly string[]) => void;
  /** Panel title. @default 'Filters' */
  title?: string;
}

// In natural order (PTC-621 before PTC-35893), as people read codes, whatever order the server sent.
const toOptions = (values: ConfigDistinct[string] | undefined): Option[] =>
  (values ?? [])
    .filter((v): v is string | number => v !== null)
    .map((v) => String(v))
    .sort(naturalCompare)
    .map((v) => ({ value: v, label: v }));

interface GroupProps {
  name: string;
  options: Option[] | undefined;
  checked: readonly string[];
  open: boolean;
  onToggle: () => void;
  onChange: (values: readonly string[]) => void;
}

function FilterGroup({ name, options, checked, open, onToggle, onChange }: GroupProps) {
  const bodyId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterOptions(options ?? [], query), [options, query]);
  const set = useMemo(() => new Set(checked), [checked]);
  return (
    <section {...part('config-filter-group')} data-state={open ? 'open' : 'closed'}>
      <button type="button" className={css.groupHeader} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span>
          {name} {checked.length ? <span className={css.count}>({checked.length})</span> : null}
        </span>
        <span className={css.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={bodyId} role="group" aria-label={name} hidden={!open} className={css.groupBody}>
        {open ? (
          options === undefined ? (
            <>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </>
          ) : (
            <>
              <input
                type="search"
                className={css.search}
                aria-label={`${uiTexts.search} ${name}`}
                placeholder={uiTexts.search}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <div className={css.toolbar}>
                <Button size="sm" variant="ghost" onClick={() => onChange(selectAllShown(options, shown, checked))}>
                  {uiTexts.selectAll}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onChange(clearAllShown(shown, checked))}>
                  {uiTexts.clearAll}
                </Button>
              </div>
              {shown.length === 0 ? (
                <p className={css.muted}>{uiTexts.noOptionsAvailable}</p>
              ) : (
                <VirtualList
                  items={shown}
                  getKey={(o) => o.value}
                  itemSize={uiConstants.filterItemSize}
                  minHeight={uiConstants.filterMinHeight}
                  threshold={uiConstants.longListThreshold}
                  focusableViewport={false}
                  renderItem={(o) => (
                    <label className={css.option} title={o.label} data-state={set.has(o.value) ? 'checked' : 'unchecked'}>
                      <input
                        type="checkbox"
                        checked={set.has(o.value)}
                        onChange={() => onChange(set.has(o.value) ? checked.filter((v) => v !== o.value) : [...checked, o.value])}
                      />
                      {o.label}
                    </label>
                  )}
                />
              )}
            </>
          )
        ) : null}
      </div>
    </section>
  );
}

/**
 * The Filters panel of the configuration screen (spec part 2 §2, §3, §9): one collapsible
 * checkbox group per filter of the table, the first open; each group has a search field and
 * Select all / Clear all (acting on the options the search shows); a group of more than 10
 * options is a virtual list (row 30 px, min height 200 px).
 *
 * @example <FiltersPanel names={['productCode']} options={distinct} value={filters} onFilterChange={setFilter} />
 */
export function FiltersPanel({ names, options, value, onFilterChange, title = pricingTexts.filters }: FiltersPanelProps) {
  const titleId = useId();
  const namesKey = names.join('|');
  const [openState, setOpenState] = useState<{ key: string; open: ReadonlySet<string> }>(() => ({ key: namesKey, open: new Set(names.slice(0, 1)) }));
  // Another table's filters: the first group opens again.
  const open = openState.key === namesKey ? openState.open : new Set(names.slice(0, 1));
  const toggle = (name: string) => {
    const next = new Set(open);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setOpenState({ key: namesKey, open: next });
  };
  return (
    <aside {...part('config-filters', css.panel)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.heading}>
        {title}
      </h2>
      {names.map((name) => (
        <FilterGroup
          key={`${namesKey}:${name}`}
          name={name}
          options={options ? toOptions(options[name]) : undefined}
          checked={value[name] ?? []}
          open={open.has(name)}
          onToggle={() => toggle(name)}
          onChange={(values) => onFilterChange(name, values)}
        />
      ))}
    </aside>
  );
}

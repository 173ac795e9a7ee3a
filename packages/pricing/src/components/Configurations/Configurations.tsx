import { CONFIG_TABLE_FILTERS, CONFIG_TABLES } from '@loadline/core';
import { ErrorState, errorDetailsOf, part } from '@loadline/ui';
import { useId } from 'react';
import { pricingTexts } from '../../texts';
import { ConfigGrid } from './ConfigGrid';
import * as css from './Configurations.css';
import { FiltersPanel } from './FiltersPanel';
import { useConfigurations, type ConfigurationsOptions } from './useConfigurations';

/** Props of {@link Configurations}. */
export type ConfigurationsProps = ConfigurationsOptions;

/**
 * The pricing configuration browser (spec part 2 §2 "Configurations screen"): the left menu of
 * the eight tables, the server-paged and sorted grid of the chosen table's displayed columns,
 * and the Filters panel of its filters. Needs a `LoadlineProvider` whose adapter serves
 * `pricing.configRows`, `configCount` and `configDistinct`.
 *
 * @example <Configurations defaultTable="components" />
 */
export function Configurations(props: ConfigurationsProps) {
  const state = useConfigurations(props);
  const { grid } = state;
  const menuId = useId();
  return (
    <div {...part('configurations', css.page)}>
      <nav aria-labelledby={menuId}>
        <h2 id={menuId} className={css.heading} hidden>
          {pricingTexts.tableMenu}
        </h2>
        <ul className={css.menu}>
          {CONFIG_TABLES.map((t) => (
            <li key={t}>
              <button
                type="button"
                className={css.menuItem}
                aria-current={t === grid.table ? 'page' : undefined}
                onClick={() => state.selectTable(t)}
              >
                {pricingTexts.tables[t]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className={css.center} aria-label={pricingTexts.tables[grid.table]}>
        <h2 className={css.heading}>{pricingTexts.tables[grid.table]}</h2>
        {state.error ? (
          <ErrorState title={pricingTexts.configurationsLoadFailed} {...errorDetailsOf(state.failure)} retrying={state.retrying} onRetry={state.retry} />
        ) : null}
        <ConfigGrid
          table={grid.table}
          rows={state.rows}
          count={state.count}
          pageIndex={grid.pageIndex}
          pageSize={grid.pageSize}
          sort={grid.sort}
          loading={state.loadingRows}
          onPageChange={state.setPage}
          onPageSizeChange={state.setPageSize}
          onSortChange={state.setSort}
        />
      </section>
      <FiltersPanel names={CONFIG_TABLE_FILTERS[grid.table]} options={state.distinct} value={state.pendingFilters} onFilterChange={state.setFilter} />
    </div>
  );
}

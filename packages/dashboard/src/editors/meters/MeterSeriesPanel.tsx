import { useDistinct } from '@loadline/core/react';
import { SegmentedControl, Skeleton } from '@loadline/ui';
import { useId, useMemo, useState } from 'react';
import { loadDatasourceOf, meterIdColumnOf } from '../../model/dataMapping';
import { meterSeries } from '../../model/meterSeries';
import type { LoadSeriesType } from '../../model/seriesCatalog';
import * as css from '../../panels/panels.css';
import { SeriesItem } from '../../panels/SeriesItem';
import type { SeriesPanelProps } from '../../panels/SeriesPanel';
import { TEXT_LOAD, TEXT_METER_COUNT, TEXT_SERIES_TYPE } from '../../texts';

/** Heading of the meter series panel. */
export const TEXT_METER_SERIES = 'Meter series';

/**
 * The left panel of meter insights dashboards (spec part 1 §2; part 2 §2 Meter Insights): Type Load
 * or Meter Count (when the config item has a meter id column), then All meters and, for Load, one
 * series per meter (the meter ids from distinct on the meter id column, ascending). Every item can
 * be dragged onto a card axis or added with its 'Add {label} to a card' menu. The dashboard's
 * filters (the config item's meter attributes: zone, load profile) apply to every series.
 *
 * @example <DashboardEditor editor={editor} seriesPanel={MeterSeriesPanel} />
 */
export function MeterSeriesPanel({ config, mapping, cards, onAddSeries }: SeriesPanelProps) {
  const meterIdColumn = meterIdColumnOf(config, mapping);
  const [choice, setChoice] = useState<LoadSeriesType>('load');
  const type: LoadSeriesType = meterIdColumn ? choice : 'load';
  const datasource = loadDatasourceOf(mapping, config);
  const meters = useDistinct(datasource, meterIdColumn ? { distinctDimension: { columnName: meterIdColumn } } : null);
  const ids = useMemo(() => (meters.data ?? []).filter((v) => v !== null).map(String).sort(), [meters.data]);
  const headingId = useId();
  const add = { cards, onAddSeries };
  return (
    <div className={css.panel} data-part="ll_series-panel">
      <section aria-labelledby={headingId} className={css.section}>
        <h2 id={headingId} className={css.heading}>{TEXT_METER_SERIES}</h2>
        {meterIdColumn ? (
          <SegmentedControl
            label={TEXT_SERIES_TYPE}
            options={[{ value: 'load', label: TEXT_LOAD }, { value: 'meterCount', label: TEXT_METER_COUNT }]}
            value={type}
            onValueChange={setChoice}
          />
        ) : null}
        <ul className={css.list}>
          <SeriesItem series={meterSeries(null, type, meterIdColumn ?? '')} {...add} />
          {type === 'load' && meterIdColumn
            ? ids.map((id) => <SeriesItem key={id} series={meterSeries(id, 'load', meterIdColumn)} {...add} />)
            : null}
        </ul>
        {type === 'load' && meterIdColumn && meters.isPending ? <Skeleton lines={3} /> : null}
        {meters.error ? <p role="alert" className={css.error}>{meters.error.message}</p> : null}
      </section>
    </div>
  );
}

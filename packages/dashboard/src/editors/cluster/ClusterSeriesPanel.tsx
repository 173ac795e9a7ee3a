import { TEXT_NO_PROCESS_TIME } from '@loadline/core';
import { useDistinct } from '@loadline/core/react';
import { SegmentedControl, Select, Skeleton } from '@loadline/ui';
import { useId, useMemo, useState } from 'react';
import { CLUSTER_TYPE_LABELS, clusterSeries, type ClusterColumns, type ClusterSeriesType } from '../../model/clusterSeries';
import { loadDatasourceOf, meterIdColumnOf } from '../../model/dataMapping';
import * as css from '../../panels/panels.css';
import { SeriesItem } from '../../panels/SeriesItem';
import type { SeriesPanelProps } from '../../panels/SeriesPanel';
import { TEXT_SERIES_TYPE } from '../../texts';

/** Texts of the cluster series panel. */
export const clusterPanelTexts = { heading: 'Cluster series', processTime: 'Process Time', meters: 'Meters' } as const;

const TYPES: readonly ClusterSeriesType[] = ['clusterProfile', 'meterProfile', 'meterCount'];
const text = (v: unknown) => String(v);

/**
 * The left panel of cluster analysis dashboards (spec part 1 §2 "Cluster dashboard", §3, §5): a
 * Process Time selector (the clustering runs, newest first; with none chosen it reads 'No "process
 * time" specified for the request'), the Type (Cluster Profile, Meter Profile, Meter Count), then
 * per cluster group its items 'Cluster {n}' of the chosen run (or, for Meter Profile, the run's
 * meters). Every item carries the run and can be dragged onto a card axis or added from its menu.
 * Reads distinct values of the config item's datasource: the load mapping's process time column
 * (without one no runs are listed), the cluster mapping's group and cluster columns
 * (`mapping.cluster`; without one no clusters are listed) and the meter id column (the config
 * item's, else the mapping's `meterIdColumn`; without either only Cluster Profile is offered).
 */
export function ClusterSeriesPanel({ config, mapping, cards, onAddSeries }: SeriesPanelProps) {
  const datasource = loadDatasourceOf(mapping, config);
  const processTimeColumn = mapping.load.processTimeColumn ?? null;
  const cluster = mapping.cluster ?? null;
  const meterIdColumn = meterIdColumnOf(config, mapping);
  const columns: ClusterColumns = { clusterNameColumn: cluster?.nameColumn ?? '', clusterItemColumn: cluster?.itemColumn ?? '', meterIdColumn: meterIdColumn ?? '' };
  // Meter Profile and Meter Count need a meter id column (the config item's or the mapping's).
  const types = meterIdColumn ? TYPES : TYPES.filter((t) => t === 'clusterProfile');
  const [type, setType] = useState<ClusterSeriesType>('clusterProfile');
  const [chosen, setChosen] = useState<string | null>(null);
  const runs = useDistinct(datasource, processTimeColumn ? { distinctDimension: { columnName: processTimeColumn } } : null);
  const runList = useMemo(() => (runs.data ?? []).filter((v) => v !== null).map(text).sort().reverse(), [runs.data]);
  const processTime = chosen ?? runList[0] ?? null;
  const runFilter = processTime && processTimeColumn ? [{ columnName: processTimeColumn, filterType: 'Include' as const, filterValues: [processTime] }] : [];
  const names = useDistinct(datasource, processTime && cluster ? { distinctDimension: { columnName: columns.clusterNameColumn }, filters: runFilter } : null);
  const items = useDistinct(datasource, processTime && cluster ? { distinctDimension: { columnName: columns.clusterItemColumn }, filters: runFilter } : null);
  const meters = useDistinct(datasource, processTime && meterIdColumn && type === 'meterProfile' ? { distinctDimension: { columnName: columns.meterIdColumn }, filters: runFilter } : null);
  const headingId = useId();
  const add = { cards, onAddSeries };
  const groupNames = (names.data ?? []).filter((v) => v !== null).map(text).sort();
  const itemNames = (items.data ?? []).filter((v) => v !== null).map(text).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const meterIds = (meters.data ?? []).filter((v) => v !== null).map(text).sort();
  const failure = runs.error ?? names.error ?? items.error ?? meters.error;
  return (
    <div className={css.panel} data-part="ll_series-panel">
      <section aria-labelledby={headingId} className={css.section}>
        <h2 id={headingId} className={css.heading}>{clusterPanelTexts.heading}</h2>
        <Select
          label={clusterPanelTexts.processTime}
          options={runList.map((r) => ({ value: r, label: r.slice(0, 10) }))}
          value={processTime}
          onValueChange={setChosen}
          placeholder={TEXT_NO_PROCESS_TIME}
          loading={processTimeColumn !== null && runs.isPending}
        />
        <SegmentedControl label={TEXT_SERIES_TYPE} options={types.map((t) => ({ value: t, label: CLUSTER_TYPE_LABELS[t] }))} value={type} onValueChange={setType} />
        {failure ? <p role="alert" className={css.error}>{failure.message}</p> : null}
        {(names.isPending || items.isPending) && processTime && cluster ? <Skeleton lines={3} /> : null}
        {type === 'meterProfile' ? (
          <div role="group" aria-label={clusterPanelTexts.meters}>
            <h3 className={css.subheading}>{clusterPanelTexts.meters}</h3>
            <ul className={css.list}>
              {meterIds.map((id) => <SeriesItem key={id} series={clusterSeries('meterProfile', groupNames[0] ?? '', id, processTime, columns)} {...add} />)}
            </ul>
          </div>
        ) : (
          groupNames.map((name) => (
            <div key={name} role="group" aria-label={name}>
              <h3 className={css.subheading}>{name}</h3>
              <ul className={css.list}>
                {itemNames.map((item) => <SeriesItem key={item} series={clusterSeries(type, name, item, processTime, columns)} {...add} />)}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}

import { memo } from 'react';
import { DashboardEditor } from '../../editor/DashboardEditor';
import type { CategoryEditorProps } from '../editorTypes';
import { useMeterMapCard } from '../meters/useMeterMapCard';
import { ClusterSeriesPanel } from './ClusterSeriesPanel';

/**
 * The editor of cluster analysis dashboards (category clusterAnalysis; spec part 1 §2 "Cluster
 * dashboard"): the general dashboard editor with the cluster series panel (Process Time, Cluster
 * Profile / Meter Profile / Meter Count, items 'Cluster {n}'); new cards are hourly (§9). The
 * clusters are the datasource's (the reference API: k-means of each meter's daily shape per
 * monthly run, its method in the datasource metadata). With a meter id column a Meter Map card is
 * appended on opening (`useMeterMapCard`).
 */
export const ClusterEditor = memo(function ClusterEditor(props: CategoryEditorProps) {
  useMeterMapCard(props.editor);
  return <DashboardEditor {...props} seriesPanel={ClusterSeriesPanel} categoryGrouping />;
});

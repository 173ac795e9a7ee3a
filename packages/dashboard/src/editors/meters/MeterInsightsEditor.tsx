import { memo } from 'react';
import { DashboardEditor } from '../../editor/DashboardEditor';
import type { CategoryEditorProps } from '../editorTypes';
import { useMeterMapCard } from './useMeterMapCard';
import { MeterSeriesPanel } from './MeterSeriesPanel';

/**
 * The editor of meter insights dashboards (category dataInsights; spec part 1 §2, part 2 §2): the
 * general dashboard editor (filters by the config item's meter attributes, dates, cards, Meter
 * Table) with the meter series panel (Load or Meter Count, All meters and one series per meter);
 * new cards take the spec's default grouping (monthly on a saved dashboard, hourly on an unsaved one).
 * With a meter id column a Meter Map card is appended on opening (`useMeterMapCard`).
 *
 * @example <MeterInsightsEditor editor={editor} actions={<DashboardActions editor={editor} />} />
 */
export const MeterInsightsEditor = memo(function MeterInsightsEditor(props: CategoryEditorProps) {
  useMeterMapCard(props.editor);
  return <DashboardEditor {...props} seriesPanel={MeterSeriesPanel} categoryGrouping />;
});

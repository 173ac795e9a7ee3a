import { Button } from '@loadline/ui';
import { memo, useEffect, useRef } from 'react';
import { DashboardEditor } from '../../editor/DashboardEditor';
import { newId } from '../../editor/newId';
import { needsMeterMapCard } from '../../model/meterMapCard';
import type { CategoryEditorProps } from '../editorTypes';
import { ScenarioSeriesPanel } from './ScenarioSeriesPanel';
import { scenarioTexts } from './scenarioTexts';

/**
 * The editor of scenario analysis dashboards (category scenarioAnalysis; spec part 1 §2 "Scenario
 * dashboard", §3 "Scenario config", §5, §9): the general dashboard editor (filters, time zone,
 * hour convention, Start / End, cards; queries planned by `useDashboardPlan`) with the Data series
 * panel (`ScenarioSeriesPanel`: Type Load or Meter Count, scenarios, scenario items, weather per
 * station); new cards are hourly (quarter-hourly for 15-minute data). When the config item's
 * scenario config `hasMeterMap` (and names a meter id column), a Meter Map card (the card
 * registry's MeterMap visualization) is appended once when the editor opens without one, and an
 * 'Add Meter Map' button adds it back after it was removed.
 *
 * @example <ScenarioEditor editor={useDashboardEditor({ config, mapping, dashboard, initial })} actions={<DashboardActions editor={editor} />} />
 */
export const ScenarioEditor = memo(function ScenarioEditor({ editor, actions, now }: CategoryEditorProps) {
  const { config, state, dispatch } = editor;
  const needsMap = needsMeterMapCard(state.cards, config);
  const appended = useRef(false);
  useEffect(() => {
    if (appended.current) return;
    appended.current = true;
    if (needsMap) dispatch({ type: 'addCard', id: newId(), visualization: 'MeterMap' });
  }, [needsMap, dispatch]);
  const toolbar = (
    <>
      {needsMap ? <Button variant="secondary" onClick={() => dispatch({ type: 'addCard', id: newId(), visualization: 'MeterMap' })}>{scenarioTexts.addMeterMap}</Button> : null}
      {actions}
    </>
  );
  return <DashboardEditor editor={editor} actions={toolbar} seriesPanel={ScenarioSeriesPanel} categoryGrouping {...(now ? { now } : {})} />;
});

import {
  LEGEND_POSITIONS,
  type AxisId,
  type BuiltInVisualization,
  type Card,
  type Grouping,
  type LegendPosition,
  type Visualization,
} from '@loadline/core';
import { useDatasourceMetadata } from '@loadline/core/react';
import { SegmentedControl, Select } from '@loadline/ui';
import { groupingChoicesForInterval } from '../model/groupingChoices';
import { unitControlKind } from '../model/cardRules';
import type { DashboardAction, YAxisRange } from '../model/dashboardReducer';
import { TEXT_DATA_RANGE, TEXT_FORCE_ZERO } from '../texts';
import { axisSeriesType, axisUnit, axisUnitOptions } from './cardData';
import { useCardRegistry } from './cardRegistry';
import { CardSeriesList } from './CardSeriesList';
import { cardTexts } from './cardTexts';
import * as css from './DashboardCard.css';

/** The built-in visualizations (spec part 1 §2), in the order the card options offer them; the card registry may add more. */
export const CARD_VISUALIZATIONS = ['Line', 'MultiAxis', 'Bar', 'Area', 'Stack', 'Table', 'Summary'] as const satisfies readonly BuiltInVisualization[];

const legendOptions = LEGEND_POSITIONS.map((p) => ({ value: p, label: cardTexts.legend[p] }));
const rangeOptions = [
  { value: 'zero' as const, label: TEXT_FORCE_ZERO },
  { value: 'dataRange' as const, label: TEXT_DATA_RANGE },
];
const AXES: readonly AxisId[] = ['primary_axis', 'secondary_axis'];

/** Props of {@link CardOptions}. */
export interface CardOptionsProps {
  card: Card;
  /** The grouping the card's queries use (the card's, else the datasource default). */
  grouping: Grouping;
  dispatch: (action: DashboardAction) => void;
  /** The dashboard's load datasource, whose metadata gives the data's interval. @default undefined */
  datasource?: string | null | undefined;
  /** The data's interval in minutes when the metadata has not said it (the mapping's or config item's). @default undefined */
  intervalMinutes?: number | null | undefined;
}

/**
 * The card options (spec part 1 §2 "Card options"): visualization (choosing one replaces the
 * current), legend position, grouping (DayType excluded, and only groupings at or above the
 * datasource's interval: {@link groupingChoicesForInterval}), and per axis holding series the y-axis
 * range ('Force 0' / 'Data Range') and the unit (radios when 3 or fewer units, else a select),
 * then the card's data series with their calculation and a remove button ({@link CardSeriesList}):
 * kept here rather than on the card, so a card of the default 2 rows keeps its height for the
 * chart. Every change is a {@link DashboardAction}.
 */
export function CardOptions({ card, grouping, dispatch, datasource, intervalMinutes }: CardOptionsProps) {
  const cardId = card.id;
  const metadata = useDatasourceMetadata(datasource);
  const groupingOptions = groupingChoicesForInterval(metadata.data?.timeIntervalMinutes ?? intervalMinutes).map((g) => ({ value: g.id, label: g.label }));
  const registry = useCardRegistry();
  const visualizationOptions = registry.list().filter((d) => d.selectable !== false).map((d) => ({ value: d.id, label: d.label }));
  // The card type's own settings (a host's card type brings its options with its renderer).
  const TypeOptions = registry.get(card.visualization)?.options;
  return (
    <div className={css.options}>
      <Select
        label={cardTexts.visualization}
        options={visualizationOptions}
        value={card.visualization}
        onValueChange={(v) => v && dispatch({ type: 'replaceVisualization', cardId, visualization: v as Visualization })}
      />
      <Select
        label={cardTexts.grouping}
        options={groupingOptions}
        value={grouping}
        onValueChange={(v) => v && dispatch({ type: 'setGrouping', cardId, grouping: v as Grouping })}
      />
      <Select
        label={cardTexts.legendPosition}
        options={legendOptions}
        value={card.legendPosition}
        onValueChange={(v) => v && dispatch({ type: 'setLegendPosition', cardId, position: v as LegendPosition })}
      />
      {AXES.map((axisId) => {
        const type = axisSeriesType(card, axisId);
        if (!type) return null;
        const axisName = axisId === 'primary_axis' ? cardTexts.primaryAxis : cardTexts.secondaryAxis;
        const units = axisUnitOptions(type).map((u) => ({ value: u.id as string, label: u.label }));
        const unit = axisUnit(card, axisId, type);
        const setUnit = (value: string | null) => value && dispatch({ type: 'setAxisUnit', cardId, axisId, unit: value });
        return (
          <div key={axisId} className={css.axisOptions}>
            <SegmentedControl<YAxisRange>
              label={cardTexts.axisRange(axisName)}
              options={rangeOptions}
              value={card.shouldYAxisStartAtDataRange[axisId] ? 'dataRange' : 'zero'}
              onValueChange={(range) => dispatch({ type: 'setYAxisRange', cardId, axisId, range })}
            />
            {unitControlKind(units) === 'radio' ? (
              <SegmentedControl label={cardTexts.axisUnits(axisName)} options={units} value={unit} onValueChange={setUnit} />
            ) : (
              <Select label={cardTexts.axisUnits(axisName)} options={units} value={unit} onValueChange={setUnit} />
            )}
          </div>
        );
      })}
      {TypeOptions ? <TypeOptions card={card} dispatch={dispatch} /> : null}
      <CardSeriesList card={card} dispatch={dispatch} />
    </div>
  );
}

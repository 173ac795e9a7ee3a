import { SegmentedControl } from '@loadline/ui';
import { Link } from 'react-router';
import { viewSourcePath } from '../viewSourcePath';
import * as css from './overview.css';
import { OVERVIEW_TEXTS as T } from './overviewTexts';

/** The views of a pinned card: its summary figures, or its chart with the dashboard's options. */
export type OverviewCardViewMode = 'summary' | 'options';

/** Props of {@link OverviewCardActions}. */
export interface OverviewCardActionsProps {
  /** Card title, naming the link and the toggle for assistive technology. */
  title: string;
  /** Type of the card's dashboard (e.g. 'prod_load_forecast'); chooses View Source's target. */
  dashboardType: string | undefined;
  dashboardId: string;
  /** The view shown. */
  view: OverviewCardViewMode;
  onViewChange: (view: OverviewCardViewMode) => void;
}

const VIEWS = [
  { value: 'summary', label: T.summary },
  { value: 'options', label: T.options },
] as const;

/**
 * The actions of a card on Overview (spec part 1 section 2 "Home Overview"): View Source, to the
 * card's dashboard by dashboard type (see `viewSourcePath`), and the Summary/Options view toggle.
 */
export function OverviewCardActions({ title, dashboardType, dashboardId, view, onViewChange }: OverviewCardActionsProps) {
  return (
    <div className={css.actions}>
      <SegmentedControl label={T.view(title)} hideLabel options={VIEWS} value={view} onValueChange={onViewChange} />
      <Link className={css.viewSource} to={viewSourcePath(dashboardType, dashboardId)} aria-label={T.viewSourceOf(title)}>
        {T.viewSource}
      </Link>
    </div>
  );
}

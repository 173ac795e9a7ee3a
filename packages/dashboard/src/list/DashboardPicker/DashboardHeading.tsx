import { TEXT_NO_DASHBOARD_SELECTED, TEXT_NO_DESCRIPTION_PROVIDED } from '@loadline/core';
import { part } from '@loadline/ui';
import * as css from '../list.css';

/** Props of {@link DashboardHeading}. */
export interface DashboardHeadingProps {
  /** The open dashboard (saved or unsaved), or null when none is selected. */
  dashboard: { name?: string; description?: string } | null;
}

/**
 * Name and description of the open dashboard (spec part 1 §2 "Dashboard page wrapper"): 'NO
 * DASHBOARD SELECTED' without a dashboard (or name) and 'NO DESCRIPTION PROVIDED' without a
 * description. `data-state` is 'selected' or 'empty'.
 *
 * @example <DashboardHeading dashboard={{ name: 'COAST load July 2019', description: '' }} />
 */
export function DashboardHeading({ dashboard }: DashboardHeadingProps) {
  const name = dashboard?.name?.trim();
  const description = dashboard?.description?.trim();
  return (
    <div {...part('dashboard-heading', css.heading)} data-state={dashboard ? 'selected' : 'empty'}>
      <h1 className={css.headingName}>{name || TEXT_NO_DASHBOARD_SELECTED}</h1>
      <p className={css.headingDescription}>{description || TEXT_NO_DESCRIPTION_PROVIDED}</p>
    </div>
  );
}

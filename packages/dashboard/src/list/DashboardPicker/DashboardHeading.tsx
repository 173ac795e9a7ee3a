import { TEXT_NO_DASHBOARD_SELECTED, TEXT_NO_DESCRIPTION_PROVIDED } from '@loadline/core';
import { part } from '@loadline/ui';
import { useEffect, useRef } from 'react';
import * as css from '../list.css';

/** Props of {@link DashboardHeading}. */
export interface DashboardHeadingProps {
  /** The open dashboard (saved or unsaved), or null when none is selected. */
  dashboard: { name?: string; description?: string } | null;
  /**
   * Moves keyboard focus to the name once the dashboard is there (e.g. right after Create, so
   * focus does not fall back to the page body and the user goes on from the new dashboard). The
   * heading takes focus by script only (`tabIndex={-1}`), never by Tab. @default false
   */
  focusOnShow?: boolean;
}

/**
 * Name and description of the open dashboard (spec part 1 §2 "Dashboard page wrapper"): 'NO
 * DASHBOARD SELECTED' without a dashboard (or name) and 'NO DESCRIPTION PROVIDED' without a
 * description. `data-state` is 'selected' or 'empty'.
 *
 * @example <DashboardHeading dashboard={{ name: 'COAST load July 2019', description: '' }} />
 */
export function DashboardHeading({ dashboard, focusOnShow = false }: DashboardHeadingProps) {
  const name = dashboard?.name?.trim();
  const description = dashboard?.description?.trim();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const shown = dashboard !== null;
  useEffect(() => {
    if (!focusOnShow || !shown || focused.current) return;
    focused.current = true;
    headingRef.current?.focus();
  }, [focusOnShow, shown]);
  return (
    <div {...part('dashboard-heading', css.heading)} data-state={dashboard ? 'selected' : 'empty'}>
      <h1 ref={headingRef} tabIndex={-1} className={css.headingName}>
        {name || TEXT_NO_DASHBOARD_SELECTED}
      </h1>
      <p className={css.headingDescription}>{description || TEXT_NO_DESCRIPTION_PROVIDED}</p>
    </div>
  );
}

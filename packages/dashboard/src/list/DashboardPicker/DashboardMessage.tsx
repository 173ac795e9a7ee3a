import { TEXT_DASHBOARD_INVALID_CONFIGURATION, dashboardNotFoundText, noConfigurationText } from '@loadline/core';
import { part } from '@loadline/ui';
import { TEXT_NOT_FOUND_CODE, unsupportedCategoryText } from '../../texts';
import * as css from '../list.css';

/** What the dashboard page cannot show. */
export type DashboardMessageKind = 'notFound' | 'invalidConfig' | 'noConfig' | 'unsupportedCategory';

/** Props of {@link DashboardMessage}. */
export interface DashboardMessageProps {
  /** Which message: not found, invalid configuration, no configuration, unsupported category. */
  kind: DashboardMessageKind;
  /** The dashboard id asked for ('notFound'). @default '' */
  id?: string;
  /** The dashboard type of the page ('noConfig'), e.g. 'prod_load_forecast'. @default '' */
  type?: string;
  /** The dashboard's category ('unsupportedCategory'), e.g. 'nop'. @default '' */
  category?: string;
}

/**
 * The dashboard page's full-page messages (spec part 1 §2 "Dashboard page wrapper", part 2 §2):
 * '404' with 'DASHBOARD {id} NOT FOUND'; 'DASHBOARD DOES NOT HAVE VALID CONFIGURATION'; 'No
 * configuration for {type} dashboards has been found'; and, for a category the page does not
 * support, 'Dashboards of category {category} are not supported here' (the spec gives no text).
 * Rendered as a `status` region; `data-kind` carries the kind.
 *
 * @example <DashboardMessage kind="notFound" id="dsh-42" />
 */
export function DashboardMessage({ kind, id = '', type = '', category = '' }: DashboardMessageProps) {
  const text = {
    notFound: dashboardNotFoundText(id),
    invalidConfig: TEXT_DASHBOARD_INVALID_CONFIGURATION,
    noConfig: noConfigurationText(type),
    unsupportedCategory: unsupportedCategoryText(category),
  }[kind];
  return (
    <div role="status" {...part('dashboard-message', css.message)} data-kind={kind}>
      {kind === 'notFound' ? <p className={css.messageCode}>{TEXT_NOT_FOUND_CODE}</p> : null}
      <p className={css.messageText}>{text}</p>
    </div>
  );
}

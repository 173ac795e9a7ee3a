import { TEXT_CREATE_NEW_DASHBOARD, TEXT_YOUR_DASHBOARDS, type ConfigItem, type Dashboard } from '@loadline/core';
import { Button, ChevronDownIcon, Popover, part } from '@loadline/ui';
import { useId, useState } from 'react';
import { dashboardUiTexts as t } from '../../texts';
import { DashboardChips } from '../DashboardChips';
import * as css from '../list.css';

/** Props of {@link DashboardPicker}. */
export interface DashboardPickerProps {
  /** Dashboards to choose from (those of the page's type the user sees). */
  dashboards: readonly Dashboard[];
  /** Config items whose labels name the chips. */
  configItems: readonly ConfigItem[];
  /** The open dashboard's id, or null. */
  selectedId: string | null;
  /** Called with the chosen dashboard's id; the popover closes. */
  onSelect: (id: string) => void;
  /** Called by the Create New Dashboard button; the popover closes. */
  onCreateNew: () => void;
}

/**
 * The dashboard picker of the dashboard page (spec part 1 §2 "Dashboard page wrapper"): a
 * dropdown titled 'YOUR DASHBOARDS', 350 px wide, whose list (220 px high, scrolling) shows each
 * dashboard with chips for category, level and commodity; the open one is marked `aria-current`.
 * A 'Create New Dashboard' button closes the list and asks the host to create one.
 *
 * @example
 * <DashboardPicker dashboards={list} configItems={configs} selectedId={id} onSelect={(next) => navigate(next)} onCreateNew={openCreate} />
 */
export function DashboardPicker({ dashboards, configItems, selectedId, onSelect, onCreateNew }: DashboardPickerProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover
      aria-label={TEXT_YOUR_DASHBOARDS}
      open={open}
      onOpenChange={setOpen}
      trigger={(
        <Button variant="secondary">
          {TEXT_YOUR_DASHBOARDS}
          <ChevronDownIcon />
        </Button>
      )}
    >
      <div {...part('dashboard-picker', css.pickerPanel)}>
        <h2 id={titleId} className={css.pickerTitle}>{TEXT_YOUR_DASHBOARDS}</h2>
        {dashboards.length === 0 ? (
          <p className={css.empty}>{t.noDashboards}</p>
        ) : (
          <ul className={css.pickerList} aria-labelledby={titleId}>
            {dashboards.map((d) => (
              <li key={d.dashboardId}>
                <button
                  type="button"
                  className={css.pickerItem}
                  aria-current={d.dashboardId === selectedId ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    onSelect(d.dashboardId);
                  }}
                >
                  <span className={css.pickerName}>{d.name}</span>
                  <DashboardChips dashboard={d} configItems={configItems} withCommodity />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(false);
            onCreateNew();
          }}
        >
          {TEXT_CREATE_NEW_DASHBOARD}
        </Button>
      </div>
    </Popover>
  );
}

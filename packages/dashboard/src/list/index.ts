/**
 * Dashboard list page, picker, heading and page messages (spec part 1 §2 "Dashboard list page",
 * "Dashboard page wrapper").
 *
 * @module
 */
export { DashboardList, type DashboardListProps } from './DashboardList/DashboardList';
export { DashboardChips, type DashboardChipsProps } from './DashboardChips';
export { DashboardPicker, type DashboardPickerProps } from './DashboardPicker/DashboardPicker';
export { DashboardHeading, type DashboardHeadingProps } from './DashboardPicker/DashboardHeading';
export { DashboardMessage, type DashboardMessageKind, type DashboardMessageProps } from './DashboardPicker/DashboardMessage';
export { dashboardChips, splitDashboards, type DashboardChipLabels, type DashboardTabLists } from './dashboardTabs';
export { PICKER_LIST_HEIGHT_PX, PICKER_WIDTH_PX } from './list.css';

/**
 * Dashboard dialogs (spec part 1 §2, §4-§6; part 2 §8): create/copy/save-unsaved, delete (blocked
 * while shared) and share.
 *
 * @module
 */
export { DashboardDialog, type DashboardDialogProps } from './DashboardDialog/DashboardDialog';
export { useDashboardDialog, type DashboardDialogStateOptions } from './DashboardDialog/useDashboardDialog';
export {
  categoryOptions,
  commodityOptions,
  initialDialogValues,
  levelOptions,
  levelsExist,
  resolveConfigId,
  type DashboardDialogResult,
} from './dialogOptions';
export { DeleteDashboardDialog, type DeleteDashboardDialogProps } from './DeleteDashboardDialog/DeleteDashboardDialog';
export { ShareDialog, type ShareDialogProps } from './ShareDialog/ShareDialog';
export {
  SHARE_ITEM_HEIGHT_PX,
  SHARE_LIST_MIN_HEIGHT_PX,
  SHARE_SEARCH_THRESHOLD,
  SHARE_VIRTUAL_THRESHOLD,
  searchUsers,
  shareCandidates,
  useShareDialog,
  type ShareDialogStateOptions,
} from './ShareDialog/useShareDialog';

/**
 * Stacking order of the floating layers (CSS z-index). Popovers, menus and select lists sit above
 * modal dialogs so that a select or menu opened inside a dialog shows over it; tooltips above
 * those; toasts on top of everything.
 */
export const LAYERS = {
  dialog: 1000,
  floating: 1500,
  tooltip: 1600,
  toast: 2000,
} as const;

/**
 * Texts of the dashboard editor's own controls. The spec names no text for these; the wording is
 * the product's.
 *
 * @module
 */

/** Button adding an empty card to the dashboard. */
export const TEXT_ADD_CARD = 'Add Card';
/** Button saving the dashboard. */
export const TEXT_SAVE = 'Save';
/** Button copying the dashboard. */
export const TEXT_COPY = 'Copy';
/** Button opening the share dialog. */
export const TEXT_SHARE = 'Share';
/** Button deleting the dashboard. */
export const TEXT_DELETE = 'Delete';

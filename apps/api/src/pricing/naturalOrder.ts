/**
 * Natural order of text as people read it, shared by the pricing configuration sort (spec part 2
 * §7 GET /pricing/v1/config/{table}, `sortBy`/`sortOrder`).
 *
 * @module
 */

/**
 * Compares two texts in natural order: runs of digits compare by their number, so
 * PTC-621 < PTC-10615 < PTC-35893 (text order puts PTC-35893 before PTC-621); letters compare
 * case- and accent-insensitively by the 'en' collation of Unicode CLDR (`Intl.Collator` with
 * `numeric: true, sensitivity: 'base'`). These are the options of the front end's `naturalCompare`
 * (packages/pricing src/model/naturalOrder.ts), which orders the filter lists: the grid's sort and
 * its filter lists agree. Made once, as sorting a table calls it many times.
 *
 * @returns negative when `a` comes first, positive when `b` does, 0 when they read the same
 * @example ['PTC-35893', 'PTC-621'].sort(naturalCompare) // ['PTC-621', 'PTC-35893']
 */
export const naturalCompare: (a: string, b: string) => number = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

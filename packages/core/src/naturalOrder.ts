/**
 * Natural order of codes and names as people read them, shared by the API's sort of the pricing
 * configuration tables (spec part 2 §7 GET /pricing/v1/config/{table}, `sortBy`/`sortOrder`) and the
 * pricing filter lists, so the two agree: runs of digits compare by their number, so
 * PTC-621 < PTC-3589 < PTC-35893, where text order puts PTC-35893 before PTC-621. Letters compare
 * case- and accent-insensitively ('en' collation of Unicode CLDR: `Intl.Collator` with `numeric: true,
 * sensitivity: 'base'`). A `Intl.Collator` made once: sorting long
 * filter lists calls it many times.
 *
 * @returns negative when `a` comes first, positive when `b` does, 0 when they read the same
 * @example ['PTC-35893', 'PTC-621'].sort(naturalCompare) // ['PTC-621', 'PTC-35893']
 */
export const naturalCompare: (a: string, b: string) => number = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/**
 * Natural order of codes as people read them: runs of digits compare by their number, so
 * PTC-621 < PTC-3589 < PTC-35893, where text order puts PTC-35893 before PTC-621. Letters compare
 * case-insensitively ('en' collation, Unicode CLDR). A `Intl.Collator` made once: sorting long
 * filter lists calls it many times.
 *
 * @example ['PTC-35893', 'PTC-621'].sort(naturalCompare) // ['PTC-621', 'PTC-35893']
 */
export const naturalCompare: (a: string, b: string) => number = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

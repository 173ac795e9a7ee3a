/**
 * The legend's names of a chart's series: the words every name begins with, said once as the
 * legend's caption, and what is left of each name, which tells the entries apart. Nine series named
 * 'Stitched Actual native load of Coast', '… of East', … show 'Stitched Actual native load of'
 * once and 'Coast', 'East', … as the entries, so an entry cut to fit still shows its own part
 * (issue #32: cut names had read 'Stitched Actual native load of …' nine times).
 *
 * A caption is made only for three or more series that share at least two whole words and each
 * keep a word of their own; otherwise every name is shown whole. Units stay with each entry.
 *
 * @example
 * legendNames(['Load of Coast', 'Load of East', 'Load of West'])
 * // { caption: 'Load of', names: ['Coast', 'East', 'West'] }
 */
export function legendNames(labels: readonly string[]): { caption: string | null; names: string[] } {
  const whole = { caption: null, names: [...labels] };
  if (labels.length < 3) return whole;
  const words = labels.map((l) => l.split(' '));
  let shared = 0;
  for (const first = words[0]!; shared < first.length && words.every((w) => w[shared] === first[shared]); shared++);
  // Whole words only, and each name keeps at least one word of its own.
  shared = Math.min(shared, ...words.map((w) => w.length - 1));
  if (shared < 2) return whole;
  const caption = words[0]!.slice(0, shared).join(' ');
  return { caption, names: words.map((w) => w.slice(shared).join(' ')) };
}

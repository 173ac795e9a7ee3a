/**
 * Two-letter initials of a user (spec part 2 section 2 top bar "two initials"; part 1 section 2
 * share dialog "first two letters"): first letters of the first and last words of a multi-word
 * name, otherwise the first two letters of the single word (an e-mail's local part for an
 * address). Upper case; '' for an empty name.
 *
 * @example
 * initialsOf('Ana Lopez') // 'AL'
 * initialsOf('operator@edc.example') // 'OP'
 */
export function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base.trim().split(/[\s._-]+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const letters = words.length > 1 ? [...first].slice(0, 1).concat([...last].slice(0, 1)) : [...first].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/**
 * A random id for a new card or series: `crypto.randomUUID()` where the page is a secure context,
 * else 128 random bits from `crypto.getRandomValues` (intranet pages served over plain HTTP).
 */
export function newId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

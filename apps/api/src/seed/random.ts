/**
 * Seeded pseudo-random numbers for the stated derivations (weather-forecast errors, meter
 * coordinates), so every seed build gives the same values.
 */

/** A uniform generator on [0, 1) from a 32-bit seed (mulberry32). */
export function uniformRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal generator (Box-Muller on {@link uniformRng}). */
export function normalRng(seed: number): () => number {
  const u = uniformRng(seed);
  return () => {
    const u1 = Math.max(u(), Number.EPSILON);
    const u2 = u();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  };
}

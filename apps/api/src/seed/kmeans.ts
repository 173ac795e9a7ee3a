import { kmeans } from 'ml-kmeans';

/** Seed of the k-means++ initialisation, fixed so that a seeding run is repeatable. */
export const KMEANS_SEED = 42;

/** How the meter clusters are computed, as stated in the meter_clusters datasource metadata. */
export const KMEANS_METHOD = `k-means (ml-kmeans 7, Lloyd's algorithm, squared Euclidean distance, k-means++ initialisation with fixed seed ${KMEANS_SEED})`;

/**
 * Deterministic k-means of meter load shapes with the `ml-kmeans` library: Lloyd's algorithm on
 * squared Euclidean distance, k-means++ initialisation with the fixed seed {@link KMEANS_SEED}, so
 * the same vectors always give the same labels. Cluster labels are renumbered by the ascending
 * hour (index) of each centroid's peak (ties by the library's label), so "Cluster 1" is the
 * earliest-peaking shape.
 * @param vectors equal-length numeric vectors (e.g. 24 hourly values scaled by their mean)
 * @param k clusters (capped at the number of vectors)
 * @param maxIterations Lloyd iterations at most
 * @returns a label 0..k-1 per vector, in the order of `vectors`; empty for no vectors
 */
export function kMeans(vectors: number[][], k: number, maxIterations = 100): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const kk = Math.max(1, Math.min(k, n));
  const { clusters, centroids } = kmeans(vectors, kk, { initialization: 'kmeans++', seed: KMEANS_SEED, maxIterations });
  const peakHour = (c: number[]) => c.indexOf(Math.max(...c));
  const order = centroids.map((c, j) => ({ j, h: peakHour(c) })).sort((a, b) => a.h - b.h || a.j - b.j);
  const rename = new Map(order.map((o, rank) => [o.j, rank]));
  return clusters.map((l) => rename.get(l) ?? l);
}

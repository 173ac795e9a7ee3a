/**
 * Deterministic k-means (Lloyd's algorithm, Euclidean distance) for meter load shapes.
 * Initialisation is farthest-first from the vector with the highest peak, so a run is repeatable.
 * Cluster labels are renumbered by the ascending hour (index) of each centroid's peak.
 * @param vectors equal-length numeric vectors
 * @param k clusters (capped at the number of vectors)
 * @returns a label 0..k-1 per vector
 */
export function kMeans(vectors: number[][], k: number, maxIterations = 100): number[] {
  const n = vectors.length;
  const kk = Math.min(k, n);
  if (n === 0) return [];
  const dist = (a: number[], b: number[]) => a.reduce((s, v, i) => s + (v - (b[i] ?? 0)) ** 2, 0);
  const peak = (v: number[]) => Math.max(...v);
  let first = 0;
  vectors.forEach((v, i) => {
    if (peak(v) > peak(vectors[first]!)) first = i;
  });
  const centroids = [vectors[first]!.slice()];
  while (centroids.length < kk) {
    let best = 0;
    let bestD = -1;
    vectors.forEach((v, i) => {
      const d = Math.min(...centroids.map((c) => dist(v, c)));
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    });
    centroids.push(vectors[best]!.slice());
  }
  let labels = new Array<number>(n).fill(-1);
  for (let it = 0; it < maxIterations; it++) {
    const next = vectors.map((v) => {
      let bi = 0;
      centroids.forEach((c, j) => {
        if (dist(v, c) < dist(v, centroids[bi]!)) bi = j;
      });
      return bi;
    });
    const changed = next.some((l, i) => l !== labels[i]);
    labels = next;
    if (!changed) break;
    centroids.forEach((c, j) => {
      const members = vectors.filter((_, i) => labels[i] === j);
      if (members.length === 0) return;
      for (let d = 0; d < c.length; d++) c[d] = members.reduce((s, m) => s + (m[d] ?? 0), 0) / members.length;
    });
  }
  const peakHour = (c: number[]) => c.indexOf(peak(c));
  const order = centroids.map((c, j) => ({ j, h: peakHour(c) })).sort((a, b) => a.h - b.h || a.j - b.j);
  const rename = new Map(order.map((o, rank) => [o.j, rank]));
  return labels.map((l) => rename.get(l) ?? l);
}

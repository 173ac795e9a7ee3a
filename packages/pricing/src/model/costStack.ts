import Papa from 'papaparse';

/**
 * The cost stack of a job: the share of each retail-cost component in the total of its
 * summary_price file, and the difference per component against another run. Pure.
 *
 * @module
 */

/** One component of a job's cost: its $ and share of the total. */
export interface CostComponent {
  /** Component code, e.g. ENERGY (the summary column without `_usd`). */
  component: string;
  /** Dollars over every priced row. */
  usd: number;
  /** usd / total, 0-1 (0 when the total is 0). */
  share: number;
}

/** A job's cost stack. */
export interface CostStack {
  components: CostComponent[];
  /** Sum of the summary's totalUsd column. */
  totalUsd: number;
  /** Sum of volumeKwh. */
  volumeKwh: number;
  /** Rows in the summary (priced contracts). */
  rows: number;
}

const num = (v: string | undefined) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Sums a summary_price CSV by component: every `{COMPONENT}_usd` column (not `totalUsd`), in
 * column order, with its share of the total.
 * @example costStackOf('meterId,ENERGY_usd,MARGIN_usd,totalUsd,volumeKwh\nM1,90,10,100,1000\n')
 *   // { components: [{ component: 'ENERGY', usd: 90, share: 0.9 }, { component: 'MARGIN', usd: 10, share: 0.1 }], totalUsd: 100, volumeKwh: 1000, rows: 1 }
 */
export function costStackOf(summaryCsv: string): CostStack {
  const parsed = Papa.parse<Record<string, string>>(summaryCsv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const columns = (parsed.meta.fields ?? []).filter((f) => f.endsWith('_usd'));
  const sums = new Map(columns.map((c) => [c, 0]));
  let totalUsd = 0;
  let volumeKwh = 0;
  for (const r of parsed.data) {
    for (const c of columns) sums.set(c, (sums.get(c) ?? 0) + num(r[c]));
    totalUsd += num(r.totalUsd);
    volumeKwh += num(r.volumeKwh);
  }
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    components: columns.map((c) => {
      const usd = round2(sums.get(c) ?? 0);
      return { component: c.slice(0, -'_usd'.length), usd, share: totalUsd ? usd / totalUsd : 0 };
    }),
    totalUsd: round2(totalUsd),
    volumeKwh,
    rows: parsed.data.length,
  };
}

/** The change of one component between a run and the run it repeats. */
export interface CostDifference {
  component: string;
  usd: number;
  previousUsd: number;
  /** usd - previousUsd. */
  deltaUsd: number;
}

/** Per-component difference of `current` against `previous` (components of either, current's order first). */
export function costDifference(current: CostStack, previous: CostStack): CostDifference[] {
  const prev = new Map(previous.components.map((c) => [c.component, c.usd]));
  const names = [...current.components.map((c) => c.component), ...previous.components.map((c) => c.component).filter((c) => !current.components.some((x) => x.component === c))];
  const cur = new Map(current.components.map((c) => [c.component, c.usd]));
  return names.map((component) => {
    const usd = cur.get(component) ?? 0;
    const previousUsd = prev.get(component) ?? 0;
    return { component, usd, previousUsd, deltaUsd: Math.round((usd - previousUsd) * 100) / 100 };
  });
}

/**
 * Inputs the benches share: a pricing job's input CSV on seeded plans and a dashboard's content.
 *
 * @module
 */

/** The pricing input's header (spec part 2 §4, meter input row). */
const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
// Seeded plans and their TDU areas, with the load zone's residential profile (real Power to Choose plans).
const COMBOS = [
  ['COAST', 'CENTERPOINT', 'PTC-10615', 'RESLOWR_COAST'],
  ['COAST', 'CENTERPOINT', 'PTC-11675', 'RESHIWR_COAST'],
] as const;

/** A pricing job's input: `rows` meters (ids `{idPrefix}M{i}`), one month of 2023 each. */
export function pricingInputCsv(rows: number, idPrefix = ''): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const [market, edc, product, profile] = COMBOS[i % COMBOS.length]!;
    const month = (i % 12) + 1;
    const last = new Date(Date.UTC(2023, month, 0)).getUTCDate();
    const mm = String(month).padStart(2, '0');
    lines.push(`${idPrefix}M${i},${market},ERCOT,${edc},${product},${profile},2023-${mm}-01,2023-${mm}-${last},2022-12-15`);
  }
  return `${lines.join('\n')}\n`;
}

/** A dashboard's content of six Line cards whose titles carry revision `rev` (each save differs). */
export function benchDashboardContent(rev: number) {
  const cards = Array.from({ length: 6 }, (_, i) => ({
    id: `c${i}`,
    title: `Zone ${i} load r${rev % 1000}`,
    visualization: 'Line',
    layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 4, w: 6, h: 4 },
  }));
  return { cards, settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true } };
}

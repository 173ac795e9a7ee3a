import { ERCOT_TZ } from '../seed/time';

/** Local calendar fields of an instant. */
export interface LocalCalendar {
  /** 1..12 */
  month: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
  /** Local hour beginning, 0..23 */
  hour: number;
  /** Local date `YYYY-MM-DD` */
  day: string;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formats = new Map<string, Intl.DateTimeFormat>();
const caches = new Map<string, Map<number, LocalCalendar>>();

/**
 * Local calendar fields (month, weekday, hour beginning, date) of a UTC instant in an IANA zone,
 * cached per hour so the forecaster's feature builder stays fast.
 * @param utcMs instant, UTC epoch ms
 */
export function localCalendar(utcMs: number, tz: string = ERCOT_TZ): LocalCalendar {
  const key = Math.floor(utcMs / 3_600_000);
  let cache = caches.get(tz);
  if (!cache) caches.set(tz, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', weekday: 'short', hourCycle: 'h23',
    });
    formats.set(tz, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  const value: LocalCalendar = {
    month: Number(parts.month),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour) % 24,
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
  if (cache.size > 500_000) cache.clear();
  cache.set(key, value);
  return value;
}

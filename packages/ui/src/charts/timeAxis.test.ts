import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromWall, hourEndingAt, intervalLabel, localDayHours, timeTicks, toWall } from './timeAxis';

const CHI = 'America/Chicago';

describe('utility time in a zone', () => {
  it('reads the zone offset on both sides of a DST change', () => {
    expect(toWall(Date.UTC(2024, 0, 15), CHI) - Date.UTC(2024, 0, 15)).toBe(-6 * 3_600_000);
    expect(toWall(Date.UTC(2024, 6, 15), CHI) - Date.UTC(2024, 6, 15)).toBe(-5 * 3_600_000);
  });

  it('gives 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    expect(localDayHours('2024-03-10', CHI)).toHaveLength(23);
    expect(localDayHours('2024-11-03', CHI)).toHaveLength(25);
    expect(localDayHours('2024-07-01', CHI)).toHaveLength(24);
    expect(localDayHours('2024-11-03', CHI)[0]).toBe(Date.UTC(2024, 10, 3, 5));
  });

  it('labels hour ending HE1..HE24 with HE2* for the repeated hour of the fall-back day', () => {
    const fall = localDayHours('2024-11-03', CHI).map((t) => hourEndingAt(t, CHI));
    expect(fall).toEqual(['HE1', 'HE2', 'HE2*', ...Array.from({ length: 22 }, (_, i) => `HE${i + 3}`)]);
  });

  it('skips HE3 on the spring-forward day', () => {
    const spring = localDayHours('2024-03-10', CHI).map((t) => hourEndingAt(t, CHI));
    expect(spring.slice(0, 3)).toEqual(['HE1', 'HE2', 'HE4']);
    expect(spring.at(-1)).toBe('HE24');
  });

  it('round-trips wall times and resolves the repeated hour to its first occurrence', () => {
    const t = Date.UTC(2024, 6, 1, 17);
    expect(fromWall(toWall(t, CHI), CHI)).toBe(t);
    expect(fromWall(Date.UTC(2024, 10, 3, 1, 30), CHI)).toBe(Date.UTC(2024, 10, 3, 6, 30));
  });

  it('labels the repeated hour apart by its zone abbreviation', () => {
    const [, second, third] = localDayHours('2024-11-03', CHI);
    expect(intervalLabel(second as number, CHI, 'hour-beginning')).toContain('01:00 CDT');
    expect(intervalLabel(third as number, CHI, 'hour-beginning')).toContain('01:00 CST');
    expect(intervalLabel(third as number, CHI, 'hour-ending')).toBe('Nov 3, 2024, HE2*');
  });
});

describe('cached zone offsets', () => {
  it.each(['America/Chicago', 'America/St_Johns', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata'])(
    'label like Intl at any instant, DST changes included (%s)', (zone) => {
      const intl = new Intl.DateTimeFormat('en-US', {
        timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
      });
      fc.assert(fc.property(fc.integer({ min: Date.UTC(2015, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }), (minute) => {
        const t = minute * 60_000;
        expect(intervalLabel(t, zone, 'hour-beginning')).toBe(intl.format(t));
      }), { numRuns: 2000 });
    });

  it.each(['America/Chicago', 'America/St_Johns', 'Australia/Lord_Howe'])('label like Intl every 30 minutes of 2024 (%s)', (zone) => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
    });
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 1_800_000) {
      if (intervalLabel(t, zone, 'hour-beginning') !== intl.format(t)) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});

describe('timeTicks', () => {
  const day = localDayHours('2024-07-01', CHI);
  const from = day[0] as number;
  const to = from + 24 * 3_600_000;

  it('puts hourly ticks on local hours, labelled hour beginning or hour ending', () => {
    const hb = timeTicks(from, to, CHI, 'hour-beginning', 5);
    expect(hb.map((t) => t.label)).toEqual(['Jul 1', '06:00', '12:00', '18:00', 'Jul 2']);
    const he = timeTicks(from, to, CHI, 'hour-ending', 5);
    expect(he.map((t) => t.label)).toEqual(['Jul 1', 'HE6', 'HE12', 'HE18', 'Jul 2']);
  });

  it('keeps to at most maxTicks and to the range', () => {
    const year = timeTicks(Date.UTC(2024, 0, 1, 6), Date.UTC(2025, 0, 1, 6), CHI, 'hour-beginning', 8);
    expect(year.length).toBeLessThanOrEqual(8);
    expect(year.length).toBeGreaterThan(2);
    expect(year[0]?.label).toBe('Jan 2024');
  });

  it('labels the hours after a spring-forward change by the wall clock', () => {
    const spring = localDayHours('2024-03-10', CHI);
    const ticks = timeTicks(spring[0] as number, (spring[22] as number) + 3_600_000, CHI, 'hour-beginning', 24);
    expect(ticks.map((t) => t.label)).not.toContain('02:00');
    expect(ticks.map((t) => t.label)).toContain('03:00');
  });
});

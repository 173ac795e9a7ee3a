import { describe, expect, it } from 'vitest';
import type { HourlySeries } from './inputs';
import { MIN_TRAIN_HOURS, seededZoneWeather } from './run';

const HOUR = 3_600_000;
const series = (from: number, to: number): HourlySeries => {
  const out: HourlySeries = new Map();
  for (let t = from; t < to; t += HOUR) out.set(t, 60);
  return out;
};

describe('seededZoneWeather: each zone its own stations where their hours cover the runs', () => {
  const trainEnd = Date.UTC(2021, 10, 24, 12);
  const cover = [trainEnd, Date.UTC(2021, 11, 31, 6)] as const;
  const full = series(Date.UTC(2019, 0, 1), Date.UTC(2022, 0, 1));
  // Like the seed: DFW and Houston (HOU) reach the runs; San Antonio and Laredo stop in 2020.
  const stopped = series(Date.UTC(2017, 0, 1), Date.UTC(2020, 5, 21));
  const hourly = new Map([['DFW', full], ['HOU', full], ['SAT', stopped], ['LRD', stopped]]);

  it('gives a zone its own station, and Coast Houston\'s record in place of Bush Intercontinental', () => {
    expect(seededZoneWeather('NCENT', hourly, trainEnd, cover)).toEqual({ hourly: { DFW: 1 } });
    expect(seededZoneWeather('WEST', hourly, trainEnd, cover)).toEqual({ hourly: { DFW: 1 }, daily: 'SJT' });
    expect(seededZoneWeather('COAST', hourly, trainEnd, cover)).toEqual({ hourly: { HOU: 1 } });
  });

  it('leaves a zone whose stations do not reach the runs to the calendar and recent-load model', () => {
    expect(seededZoneWeather('SCENT', hourly, trainEnd, cover)).toBeUndefined();
    expect(seededZoneWeather('SOUTH', hourly, trainEnd, cover)).toBeUndefined();
    // Reaching the runs is not enough: a year of hours before them is needed too.
    const short = new Map([['DFW', series(trainEnd - (MIN_TRAIN_HOURS - 10) * HOUR, cover[1])]]);
    expect(seededZoneWeather('NCENT', short, trainEnd, cover)).toBeUndefined();
    // A station missing more than 1 % of the runs' hours does not drive them.
    const gappy = new Map(full);
    for (let t = cover[0]; t < cover[0] + 48 * HOUR; t += HOUR) gappy.delete(t);
    expect(seededZoneWeather('NCENT', new Map([['DFW', gappy]]), trainEnd, cover)).toBeUndefined();
  });

  it('rescales the ERCOT total\'s weights over the stations that cover the runs', () => {
    const c = seededZoneWeather('ERCOT', hourly, trainEnd, cover)!;
    expect(Object.keys(c.hourly)).toEqual(['DFW', 'HOU']);
    expect(c.hourly.DFW).toBeCloseTo(0.45 / 0.8, 12);
    expect(c.hourly.HOU).toBeCloseTo(0.35 / 0.8, 12);
    // Under half of the weight covered: no weather.
    expect(seededZoneWeather('ERCOT', new Map([['SAT', full], ['LRD', full]]), trainEnd, cover)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { forecastCardView, formatForecastDay, formatForecastValue, formatProcessTime, weatherOfSource } from './forecastCardView';

describe('forecast card view', () => {
  it('rounds min and max to 2 decimals with separators', () => {
    expect(formatForecastValue(41250.567)).toBe('41,250.57');
    expect(formatForecastValue(41250)).toBe('41,250.00');
    expect(formatForecastValue(-0.004)).toBe('-0.00');
    expect(formatForecastValue(null)).toBe('-');
    expect(formatForecastValue(Number.NaN)).toBe('-');
  });

  it('shows the process time in the given zone and days as written', () => {
    expect(formatProcessTime('2019-07-05T05:00:00.000Z', 'America/Chicago')).toBe('Jul 5, 2019, 12:00 AM');
    expect(formatProcessTime('2019-07-05T05:00:00.000Z', 'UTC')).toBe('Jul 5, 2019, 5:00 AM');
    expect(formatProcessTime('garbage', 'UTC')).toBe('garbage');
    expect(formatForecastDay('2019-07-06')).toBe('Jul 6, 2019');
    expect(formatForecastDay('2019-12-31T23:00:00')).toBe('Dec 31, 2019');
  });

  it('takes the weather a run used from its source label', () => {
    expect(weatherOfSource('Loadline v2, weather: observed station HOU + SJT daily max')).toBe('observed station HOU + SJT daily max');
    expect(weatherOfSource('Loadline v2, Weather:  none (calendar and recent load) ')).toBe('none (calendar and recent load)');
    expect(weatherOfSource('GEFCom2012 vanilla benchmark')).toBeNull();
    expect(weatherOfSource('weather:')).toBeNull();
    expect(weatherOfSource(null)).toBeNull();
    const base = { market: 'ERCOT', processTime: '2021-12-23T12:00:00.000Z', min: 1, max: 1, count: 1, dayCount: 1, from: '2021-12-24', to: '2021-12-24', forecast: [] };
    expect(forecastCardView({ ...base, source: 'Loadline v2, weather: none (calendar and recent load)' }, 'UTC').weather).toBe('none (calendar and recent load)');
    expect(forecastCardView(base, 'UTC').weather).toBeNull();
  });

  it('counts days and values and keeps gaps in the sparkline points', () => {
    const view = forecastCardView({
      market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', min: 1, max: 3, count: 2, dayCount: 2, from: '2019-07-06', to: '2019-07-07',
      forecast: [
        { timestamp: '2019-07-06T05:00:00.000Z', forecast: 1 },
        { timestamp: '2019-07-06T06:00:00.000Z', forecast: null },
        { timestamp: 'bad', forecast: 9 },
        { timestamp: '2019-07-07T05:00:00.000Z', forecast: 3 },
      ],
    }, 'America/Chicago');
    expect(view).toMatchObject({ market: 'ERCOT', days: '2', total: '2', min: '1.00', max: '3.00', from: 'Jul 6, 2019', to: 'Jul 7, 2019' });
    expect(view.y).toEqual([1, null, 3]);
    expect(view.x).toEqual([Date.parse('2019-07-06T05:00:00.000Z'), Date.parse('2019-07-06T06:00:00.000Z'), Date.parse('2019-07-07T05:00:00.000Z')]);
  });
});

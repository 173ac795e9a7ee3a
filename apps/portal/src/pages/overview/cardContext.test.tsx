// .tsx: runs in the DOM project, whose build handles @loadline/dashboard's styles.
import { configItemSchema, dashboardSchema } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { cardQueryContext } from './cardContext';

const config = configItemSchema.parse({
  configId: 'cfg-ercot-zone',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermForecast', label: 'Short Term' },
  level: { name: 'weatherZone', label: 'Weather Zone' },
  datasource: 'ercot_load',
});

const july2021 = {
  from: { dateType: 'fixed', value: '2021-07-01' },
  to: { dateType: 'fixed', value: '2021-07-31' },
};

describe('cardQueryContext (a pinned card queries as on its dashboard)', () => {
  it('takes the dashboard zone, hour ending, dates and applied filters, and the datasource boundary', () => {
    const dashboard = dashboardSchema.parse({
      dashboardId: 'd1',
      configId: 'cfg-ercot-zone',
      name: 'COAST July',
      type: 'prod_load_forecast',
      filters: [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'COAST', isChecked: true }] }],
      settings: { timezone: 'America/Chicago', is_hour_ending: true, date_range: july2021 },
    });
    const bounds = { minMs: Date.parse('2016-01-01T06:00:00.000Z'), maxMs: Date.parse('2027-01-01T05:00:00.000Z'), endMs: Date.parse('2026-01-01T05:00:00.000Z') };
    const context = cardQueryContext(dashboard, config, 'Europe/London', bounds);
    expect(context.timezone).toBe('America/Chicago');
    expect(context.isHourEndingSelected).toBe(true);
    expect(context.from).toMatchObject({ dateType: 'fixed', value: '2021-07-01' });
    expect(context.to).toMatchObject({ dateType: 'fixed', value: '2021-07-31' });
    expect(context.filters).toEqual(dashboard.filters);
    expect(context.config.datasource).toBe('ercot_load');
    expect(context.dataMin?.toISOString()).toBe('2016-01-01T06:00:00.000Z');
    expect(context.dataMax?.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // End of data: the last actual hour, before the forecast runs' end.
    expect(context.dataEnd?.toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });

  it('opens a dashboard saved without a zone in the local zone, hour beginning, with no boundary while unknown', () => {
    const dashboard = dashboardSchema.parse({ dashboardId: 'd2', configId: 'cfg-ercot-zone', name: 'No zone', type: 'prod_load_forecast' });
    const context = cardQueryContext(dashboard, config, 'Europe/London', null);
    expect(context.timezone).toBe('Europe/London');
    expect(context.isHourEndingSelected).toBe(false);
    expect(context.dataMin).toBeNull();
    expect(context.dataMax).toBeNull();
  });
});

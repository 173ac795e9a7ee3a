import { describe, expect, it } from 'vitest';
import {
  TEXT_CALCULATOR_NAME_TOO_LONG,
  TEXT_CARD_TITLE_TOO_LONG,
  TEXT_DASHBOARD_NAME_REQUIRED,
  TEXT_DASHBOARD_NAME_TOO_LONG,
  TEXT_DESCRIPTION_TOO_LONG,
  TEXT_TOO_MANY_SERIES,
} from '../texts';
import { cardSchema, meterTableOptionsSchema } from './card.schema';
import { createDashboardRequestSchema, dashboardSchema, sharingState } from './dashboard.schema';
import { calculatorSchema } from './dataSeries.schema';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('dashboard name and description (spec part 1 §5)', () => {
  const base = { configId: 'c1' };
  it('trims the name and requires it', () => {
    expect(createDashboardRequestSchema.parse({ ...base, name: '  North zone  ' }).name).toBe('North zone');
    expect(firstMessage(createDashboardRequestSchema.safeParse({ ...base, name: '   ' }))).toBe(TEXT_DASHBOARD_NAME_REQUIRED);
    expect(firstMessage(createDashboardRequestSchema.safeParse(base))).toBe(TEXT_DASHBOARD_NAME_REQUIRED);
  });

  it('accepts 70 characters and rejects 71', () => {
    expect(createDashboardRequestSchema.safeParse({ ...base, name: 'x'.repeat(70) }).success).toBe(true);
    expect(firstMessage(createDashboardRequestSchema.safeParse({ ...base, name: 'x'.repeat(71) }))).toBe(TEXT_DASHBOARD_NAME_TOO_LONG);
  });

  it('limits the description to 256', () => {
    expect(createDashboardRequestSchema.safeParse({ ...base, name: 'a', description: 'd'.repeat(256) }).success).toBe(true);
    expect(firstMessage(createDashboardRequestSchema.safeParse({ ...base, name: 'a', description: 'd'.repeat(257) }))).toBe(
      TEXT_DESCRIPTION_TOO_LONG,
    );
  });
});

describe('card defaults and limits (spec part 1 §3, §5, part 2 §9)', () => {
  it('fills the spec defaults', () => {
    const card = cardSchema.parse({ id: 'k1' });
    expect(card).toMatchObject({
      title: 'untitled card',
      visualization: 'Line',
      legendPosition: 'right',
      layout: { x: 1, y: 1, w: 6, h: 2 },
      meterTableOptions: { pageNumber: 0, pageSize: 25 },
      mapSettings: { zoom: 11, centre: { latitude: 29.76, longitude: -95.36 } },
      shouldYAxisStartAtDataRange: { primary_axis: false, secondary_axis: false },
      isOverview: false,
      dataSeries: [],
    });
  });

  it('falls back to the default title when empty and limits it to 25', () => {
    expect(cardSchema.parse({ id: 'k1', title: '   ' }).title).toBe('untitled card');
    expect(cardSchema.parse({ id: 'k1', title: 'x'.repeat(25) }).title).toHaveLength(25);
    expect(firstMessage(cardSchema.safeParse({ id: 'k1', title: 'x'.repeat(26) }))).toBe(TEXT_CARD_TITLE_TOO_LONG);
  });

  it('accepts 10 data series and rejects 11', () => {
    const series = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, label: `Load ${i}`, type: 'power load' as const }));
    expect(cardSchema.safeParse({ id: 'k1', dataSeries: series(10) }).success).toBe(true);
    expect(firstMessage(cardSchema.safeParse({ id: 'k1', dataSeries: series(11) }))).toBe(TEXT_TOO_MANY_SERIES);
  });

  it('accepts only page sizes 10, 25, 50 and 100', () => {
    for (const pageSize of [10, 25, 50, 100]) expect(meterTableOptionsSchema.safeParse({ pageSize }).success).toBe(true);
    expect(meterTableOptionsSchema.safeParse({ pageSize: 30 }).success).toBe(false);
  });

  it("accepts every built-in card type and a host's own name (the registry checks it), not an empty or overlong one", () => {
    for (const v of ['Line', 'MultiAxis', 'Bar', 'Area', 'Table', 'Stack', 'Summary', 'MeterTable', 'MeterMap', 'GasHeatmap']) {
      expect(cardSchema.safeParse({ id: 'k', visualization: v }).success).toBe(true);
    }
    expect(cardSchema.safeParse({ id: 'k', visualization: '' }).success).toBe(false);
    expect(cardSchema.safeParse({ id: 'k', visualization: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('calculator (spec part 1 §3)', () => {
  it("defaults the name to 'New Calculator' and limits it to 20", () => {
    expect(calculatorSchema.parse({ uid: 'c' }).name).toBe('New Calculator');
    expect(firstMessage(calculatorSchema.safeParse({ uid: 'c', name: 'x'.repeat(21) }))).toBe(TEXT_CALCULATOR_NAME_TOO_LONG);
  });
});

describe('dashboard record', () => {
  it('defaults sharing to private and reports the sharing state', () => {
    const d = dashboardSchema.parse({ dashboardId: 'd1', configId: 'c1', name: 'N', type: 'prod_load_forecast' });
    expect(sharingState(d)).toBe('private');
    expect(sharingState({ ...d, sharedUsers: [{ id: 'u', name: 'U', email: 'u@x' }] })).toBe('users');
    expect(sharingState({ ...d, org: 'org1', sharedUsers: [{ id: 'u', name: 'U', email: 'u@x' }] })).toBe('organization');
  });
});

import { createAdjustmentRequestSchema } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { adjustmentsTexts } from '../texts';
import { parseForecastParam, toCreateAdjustmentRequest, validateCreateAdjustment, type AdjustableForecast } from './createAdjustmentForm';

const COAST: AdjustableForecast = { configId: 'ercot-power-short-term', market: 'COAST', processTime: '2024-07-01T06:00:00Z', from: '2024-07-02', to: '2024-07-08T00:00:00-05:00' };

describe('create adjustment form', () => {
  it('requires a name after trim, a forecast, a timezone and an hour convention (spec part 1 §5)', () => {
    expect(validateCreateAdjustment({ name: 'Heat wave', timezone: 'America/Chicago', isHourEnding: false, forecast: COAST })).toEqual({});
    expect(validateCreateAdjustment({ name: '   ', timezone: null, isHourEnding: null, forecast: null })).toEqual({
      name: adjustmentsTexts.nameRequired,
      timezone: adjustmentsTexts.required,
      isHourEnding: adjustmentsTexts.required,
      forecast: 'A forecast must be selected',
    });
  });

  it('builds the body of POST user/v1/user/adjustments the core schema accepts', () => {
    const body = toCreateAdjustmentRequest({ name: '  Heat wave ', timezone: 'America/Chicago', isHourEnding: true, forecast: COAST });
    expect(body).toEqual({
      name: 'Heat wave', configId: 'ercot-power-short-term', market: 'COAST', processTime: '2024-07-01T06:00:00Z',
      dateRange: { from: '2024-07-02', to: '2024-07-08' }, summary: [], timezone: 'America/Chicago', isHourEnding: true,
    });
    expect(createAdjustmentRequestSchema.safeParse(body).success).toBe(true);
    expect(() => toCreateAdjustmentRequest({ name: 'x', timezone: 'UTC', isHourEnding: true, forecast: null })).toThrow('A forecast must be selected');
  });

  it('reads the forecast card of the route, and nothing from a bad one', () => {
    expect(parseForecastParam(JSON.stringify({ ...COAST, min: 1, max: 2, category: 'shortTermForecast' }))).toEqual(COAST);
    expect(parseForecastParam('{}')).toBeNull();
    expect(parseForecastParam('not json')).toBeNull();
    expect(parseForecastParam(JSON.stringify({ ...COAST, market: 7 }))).toBeNull();
    expect(parseForecastParam(undefined)).toBeNull();
  });
});

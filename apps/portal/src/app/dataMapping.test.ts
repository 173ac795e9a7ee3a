import { describe, expect, it } from 'vitest';
import { referenceDataMapping } from './dataMapping';

describe('referenceDataMapping: scenario analysis and short-term performance', () => {
  it('reads scenario_analysis in long format: the value column, the scenario column, temperature items in degF, the ERCOT total alone', () => {
    const m = referenceDataMapping({ datasource: 'scenario_analysis' });
    expect(m.load).toEqual({ metric: 'value' });
    expect(m.scenario).toEqual({ scenarioColumn: 'scenario', items: { Temperature: { unitType: 'temperature', unit: 'degF' } } });
    expect(m.totalMarkets).toEqual(['ERCOT']);
    expect(m.weather?.datasource).toBe('weather');
  });

  it('reads the load of a performance dashboard hourly from ercot_load, its stored MAPE from ercot_forecast_mape', () => {
    const m = referenceDataMapping({ datasource: 'ercot_forecast_mape' });
    expect(m.load).toMatchObject({ datasource: 'ercot_load', metric: 'load', timeIntervalMinutes: 60, processTimeColumn: 'processTime' });
    expect(m.mape?.datasource).toBe('ercot_forecast_mape');
    // The columns saying which hours each MAPE scores (the API's ercot_forecast_mape, issue 36).
    expect(m.mape?.scope).toEqual({
      scopeColumn: 'mapeScope', scoredFromColumn: 'scoredFrom', scoredToColumn: 'scoredTo',
      hoursMetric: 'hours', fullHorizonMetric: 'mapeFullHorizon', fullHorizonHoursMetric: 'hoursFullHorizon',
    });
  });
});

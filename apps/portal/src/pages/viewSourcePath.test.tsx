import { describe, expect, it } from 'vitest';
import { viewSourcePath } from './viewSourcePath';

describe('viewSourcePath (spec part 1 section 2 Home Overview)', () => {
  it('leads to the dashboard route of each dashboard type, else home', () => {
    expect(viewSourcePath('prod_load_forecast', 'd1')).toBe('/demand/load-forecast/dashboard/d1');
    expect(viewSourcePath('prod_demand_analytics', 'd2')).toBe('/demand/demand-analytics/dashboard/d2');
    expect(viewSourcePath('prod_risk_management', 'd3')).toBe('/risk/risk-management/dashboard/d3');
    expect(viewSourcePath('prod_data_insights', 'd4')).toBe('/insights/data-insights/dashboard/d4');
    expect(viewSourcePath('prod_pricing_management', 'd5')).toBe('/');
    expect(viewSourcePath(undefined, 'd6')).toBe('/');
  });

  it('encodes the dashboard id as one path segment', () => {
    expect(viewSourcePath('prod_load_forecast', 'a/b?c')).toBe('/demand/load-forecast/dashboard/a%2Fb%3Fc');
  });
});

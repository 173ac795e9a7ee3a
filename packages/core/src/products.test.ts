import { describe, expect, it } from 'vitest';
import { PRODUCTS, isProductActive, productsForMods } from './products';

describe('module access by mods (spec part 2 section 6)', () => {
  it('maps each mod to its products', () => {
    expect([...productsForMods(['mod_load_forecast'])].sort()).toEqual(
      ['prod_data_insights', 'prod_demand_analytics', 'prod_load_forecast', 'prod_meter_level_insights'],
    );
    expect([...productsForMods(['mod_pricing', 'mod_risk'])].sort()).toEqual(
      ['prod_load_scheduling', 'prod_pricing_management', 'prod_product_management', 'prod_risk_management', 'prod_smart_engagement'],
    );
    expect(productsForMods(['mod_unknown', 'prod_load_forecast']).size).toBe(0);
  });

  it('activates only the products a mod grants; Grid Edge Management stays inactive', () => {
    const forecaster = PRODUCTS.filter((p) => isProductActive(p, ['mod_load_forecast'])).map((p) => p.label);
    expect(forecaster).toEqual(['Load Forecast', 'Demand Analytics', 'Meter Insights']);
    const all = PRODUCTS.filter((p) => isProductActive(p, ['mod_load_forecast', 'mod_pricing', 'mod_risk'])).map((p) => p.label);
    expect(all).not.toContain('Grid Edge Management');
    expect(all).toContain('Pricing Management');
  });
});

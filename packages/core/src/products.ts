/**
 * Modules, products and module access (spec part 2 sections 1, 2 and 6; part 1 section 2).
 *
 * A product is active only when the user's mods include it; inactive products are shown but not
 * enabled. External products open their link; placeholders keep the spec's texts verbatim.
 */

/** Product ids of spec part 2 section 6. */
export const PRODUCT_IDS = [
  'prod_load_forecast',
  'prod_demand_analytics',
  'prod_data_insights',
  'prod_meter_level_insights',
  'prod_pricing_management',
  'prod_smart_engagement',
  'prod_product_management',
  'prod_risk_management',
  'prod_load_scheduling',
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

/** Mods of spec part 2 section 6. */
export const MOD_IDS = ['mod_load_forecast', 'mod_pricing', 'mod_risk'] as const;
export type ModId = (typeof MOD_IDS)[number];

/** Which products each mod grants (spec part 2 section 6, verbatim). */
export const MOD_PRODUCTS: Readonly<Record<ModId, readonly ProductId[]>> = {
  mod_load_forecast: ['prod_load_forecast', 'prod_demand_analytics', 'prod_data_insights', 'prod_meter_level_insights'],
  mod_pricing: ['prod_pricing_management', 'prod_smart_engagement', 'prod_product_management'],
  mod_risk: ['prod_risk_management', 'prod_load_scheduling'],
};

/** The home page's module buttons, in order (spec part 2 section 1). */
export const MODULES = ['Demand', 'Supply', 'Customer', 'Insights'] as const;
export type ModuleName = (typeof MODULES)[number];

/**
 * A product as the home page lists it.
 * - `internal`: a route of the portal;
 * - `external`: opens `externalLinkKey`'s link, which the host configures;
 * - `placeholder`: a route whose page says the content is in development.
 */
export interface Product {
  /** The product id granted by mods, or null for a product no mod grants (always inactive). */
  id: ProductId | null;
  label: string;
  module: ModuleName;
  kind: 'internal' | 'external' | 'placeholder';
  /** Route of an internal or placeholder product. */
  path?: string;
  /** Key of the host-configured link of an external product. */
  externalLinkKey?: string;
}

/**
 * The product catalogue. Module placement follows the spec's routes (demand/*, pricing and risk
 * under supply, insights/*); Grid Edge Management has no product id, so it is listed inactive as the
 * spec says ("All are marked inactive by default").
 */
export const PRODUCTS: readonly Product[] = [
  { id: 'prod_load_forecast', label: 'Load Forecast', module: 'Demand', kind: 'internal', path: '/demand/load-forecast' },
  { id: 'prod_demand_analytics', label: 'Demand Analytics', module: 'Demand', kind: 'internal', path: '/demand/demand-analytics' },
  { id: null, label: 'Grid Edge Management', module: 'Demand', kind: 'placeholder', path: '/demand/grid-management' },
  { id: 'prod_pricing_management', label: 'Pricing Management', module: 'Supply', kind: 'internal', path: '/pricing/pricing-management' },
  { id: 'prod_risk_management', label: 'Risk Management', module: 'Supply', kind: 'internal', path: '/risk/risk-management' },
  { id: 'prod_load_scheduling', label: 'Load Scheduling', module: 'Supply', kind: 'external', externalLinkKey: 'loadScheduling' },
  { id: null, label: 'Renewable Management', module: 'Supply', kind: 'placeholder', path: '/risk/renewable-management' },
  { id: 'prod_smart_engagement', label: 'Smart Engagement', module: 'Customer', kind: 'external', externalLinkKey: 'smartEngagement' },
  { id: 'prod_product_management', label: 'Product Management', module: 'Customer', kind: 'external', externalLinkKey: 'productManagement' },
  { id: 'prod_data_insights', label: 'Meter Insights', module: 'Insights', kind: 'internal', path: '/insights/data-insights' },
  { id: null, label: 'Data Workbench', module: 'Insights', kind: 'external', externalLinkKey: 'dataWorkbench' },
];

/**
 * The products a user's mods grant (spec part 2 section 6). Unknown mods grant nothing.
 *
 * @example
 * productsForMods(['mod_risk']) // Set { 'prod_risk_management', 'prod_load_scheduling' }
 */
export function productsForMods(mods: readonly string[]): Set<ProductId> {
  const out = new Set<ProductId>();
  for (const mod of mods) {
    const granted = (MOD_PRODUCTS as Record<string, readonly ProductId[] | undefined>)[mod];
    for (const p of granted ?? []) out.add(p);
  }
  return out;
}

/** Whether a product is active for these mods: only when a mod grants its id. */
export function isProductActive(product: Product, mods: readonly string[]): boolean {
  return product.id !== null && productsForMods(mods).has(product.id);
}

import { MODULES, PRODUCTS, isProductActive, type ModuleName, type Product } from '@loadline/core';
import type { ExternalLinks } from '../app/portalConfig';

/**
 * How a product shows on Home:
 * - `active`: enabled; `to` is a portal route, or `href` an external link;
 * - `inactive`: the user's mods do not include it (shown, not enabled; spec part 2 section 1);
 * - `unconfigured`: an external product the user may use but whose link this portal lacks.
 */
export type HomeProductState = 'active' | 'inactive' | 'unconfigured';

/** A product entry of a module card on Home. */
export interface HomeProduct {
  label: string;
  kind: Product['kind'];
  state: HomeProductState;
  /** Portal route of an active internal or placeholder product. */
  to?: string;
  /** Link of an active external product. */
  href?: string;
}

/** A module button of Home with its products. */
export interface HomeModule {
  module: ModuleName;
  products: HomeProduct[];
}

function entry(product: Product, mods: readonly string[], links: ExternalLinks): HomeProduct {
  const base = { label: product.label, kind: product.kind };
  if (!isProductActive(product, mods)) return { ...base, state: 'inactive' };
  if (product.kind === 'external') {
    const href = product.externalLinkKey ? links[product.externalLinkKey] : undefined;
    return href ? { ...base, state: 'active', href } : { ...base, state: 'unconfigured' };
  }
  return product.path ? { ...base, state: 'active', to: product.path } : { ...base, state: 'inactive' };
}

/**
 * Home's modules (Demand, Supply, Customer, Insights, in that order) with each product's state for
 * the user's mods (spec part 2 sections 1 and 6, core's `PRODUCTS`).
 *
 * @example homeModules(['mod_risk'], {})[1].products.find((p) => p.label === 'Risk Management')?.state // 'active'
 */
export function homeModules(mods: readonly string[], links: ExternalLinks): HomeModule[] {
  return MODULES.map((module) => ({
    module,
    products: PRODUCTS.filter((p) => p.module === module).map((p) => entry(p, mods, links)),
  }));
}

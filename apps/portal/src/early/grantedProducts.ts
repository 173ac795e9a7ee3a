/**
 * Which products' routes the portal may prefetch before the session has answered: the early entry
 * (data and screen code of a dashboard area) and the portal's first prefetch run while the user is
 * not known yet. The products the last signed-in user's mods granted are kept in local storage
 * (set when a session answers, removed at Logout), and a product route's data or code is asked for
 * early only when they include its product: a forecaster (mod_load_forecast only) opening a risk
 * or pricing address asks for nothing the API would refuse, and a first visit (nothing kept) asks
 * for nothing of a product route. The screen itself asks once the session has answered, behind
 * its module check (RequireProduct). A hint only: the API checks every call.
 *
 * No import from the SDK: the early entry stays a few hundred bytes.
 *
 * @module
 */

/** Local storage key of the granted product ids (a JSON array of strings). */
export const GRANTED_PRODUCTS_KEY = 'loadline.grantedProducts';

/** The part of the Web Storage API used here. */
export type GrantStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Keeps the product ids the signed-in user's mods grant (core's `productsForMods`); a storage that
 * refuses (a locked-down browser) keeps nothing.
 *
 * @example rememberGrantedProducts(localStorage, ['prod_load_forecast'])
 */
export function rememberGrantedProducts(storage: GrantStorage | null, products: Iterable<string>): void {
  try {
    storage?.setItem(GRANTED_PRODUCTS_KEY, JSON.stringify([...products]));
  } catch {
    // nothing kept: product routes are not prefetched before the session answers
  }
}

/** Forgets the granted products (Logout). */
export function forgetGrantedProducts(storage: GrantStorage | null): void {
  try {
    storage?.removeItem(GRANTED_PRODUCTS_KEY);
  } catch {
    // nothing to forget
  }
}

/**
 * The product ids kept by {@link rememberGrantedProducts}, or null when none are kept (first
 * visit, after Logout) or they cannot be read.
 */
export function grantedProducts(storage: GrantStorage | null): ReadonlySet<string> | null {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(GRANTED_PRODUCTS_KEY) ?? 'null');
    return Array.isArray(kept) ? new Set(kept.filter((p): p is string => typeof p === 'string')) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the data and code of a route may be prefetched before the session answers: a route of
 * no product (`product` null: Home, Overview, a placeholder) always; a product's route only when
 * the kept grants include the product.
 *
 * @example mayPrefetchProduct('prod_risk_management', new Set(['prod_load_forecast'])) // false
 */
export function mayPrefetchProduct(product: string | null, granted: ReadonlySet<string> | null): boolean {
  return product === null || (granted?.has(product) ?? false);
}

/** The browser's local storage, or null where reading it is refused (a locked-down browser). */
export function browserGrantStorage(): GrantStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

import { PRODUCTS, isProductActive, type ProductId } from '@loadline/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import * as app from '../app/app.css';
import { useSignedInUser } from '../signIn/SignedInUser';
import { PORTAL_TEXTS } from '../texts';
import * as css from './pages.css';

/**
 * Module access of a product's routes (spec part 2 sections 1 and 6): the routes below render only
 * when the user's mods grant `product`, the same test Home uses to enable a product
 * (`isProductActive`). Otherwise the screen says so with Home's words ('Not included in your
 * modules') and asks the API for nothing, instead of opening a screen whose every call answers 403.
 *
 * Use it as a layout route (children render through `<Outlet />`) or around `children`.
 *
 * @example { element: <RequireProduct product="prod_risk_management" />, children: riskRoutes }
 */
export function RequireProduct({ product, children }: { product: ProductId; children?: ReactNode }) {
  const user = useSignedInUser();
  const entry = PRODUCTS.find((p) => p.id === product);
  if (entry && isProductActive(entry, user.mods)) return children ?? <Outlet />;
  return (
    <main className={app.page} data-state="no-access">
      <h1>{entry?.label ?? product}</h1>
      <p className={css.note}>{PORTAL_TEXTS.home.notInYourModules}</p>
    </main>
  );
}

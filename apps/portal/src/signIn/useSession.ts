import { productsForMods, type User } from '@loadline/core';
import { loadlineKeys, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { takeEarlySignIn } from '../early/earlySession';
import { browserGrantStorage, rememberGrantedProducts, type GrantStorage } from '../early/grantedProducts';
import { clearPendingSignIn, startSignIn, type PendingSignIn, type SignInEnvironment } from './signInState';

/**
 * The portal's session as the sign-in gate sees it:
 * - `signed-in`: GET /auth/redirect answered a user;
 * - `sign-in-required`: no session; `url` is the identity provider's authorization URL, the nonce
 *   and return path are already kept in local storage;
 * - `signed-out`: the user chose Logout in this tab (no automatic redirect, so the identity
 *   provider's own session does not sign them straight back in).
 */
export type PortalSession =
  | { status: 'signed-in'; user: User }
  | { status: 'sign-in-required'; url: string }
  | { status: 'signed-out' };

/** Query key of the portal session (apart from core's current-user key, which it also fills). */
export const SESSION_KEY = ['portal', 'session'] as const;

/** Where the browser is now, as a same-origin path to come back to after sign-in. */
export function currentPath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The browser's sign-in environment: local storage and the wall clock. */
export function browserSignInEnvironment(): SignInEnvironment {
  return { storage: window.localStorage, now: Date.now };
}

/**
 * Stores the signed-in user under both the session key and core's current-user key, and keeps the
 * products their mods grant for the next page load's prefetch (early/grantedProducts.ts).
 */
export function setSignedIn(queryClient: QueryClient, user: User, storage: GrantStorage | null = browserGrantStorage()): void {
  const session: PortalSession = { status: 'signed-in', user };
  queryClient.setQueryData(SESSION_KEY, session);
  queryClient.setQueryData<User | null>(loadlineKeys.auth.currentUser(), user);
  rememberGrantedProducts(storage, productsForMods(user.mods));
}

/**
 * The session: asks GET /auth/redirect with a fresh nonce kept for 15 minutes (spec part 2
 * section 4), so when there is no session the answer's URL can be followed at once. The first
 * ask takes the sign-in the early entry started, if any (`earlySignIn`). Fetched once
 * per page load; a 401 from any call invalidates it (see `createPortalQueryClient`).
 *
 * @example const { data } = usePortalSession(); if (data?.status === 'signed-in') data.user.name
 */
export function usePortalSession(
  env: SignInEnvironment = browserSignInEnvironment(),
  earlySignIn: (env: SignInEnvironment) => PendingSignIn | null = takeEarlySignIn,
): UseQueryResult<PortalSession> {
  const auth = useAdapterDomain('auth');
  const queryClient = useLoadlineQueryClient();
  return useQuery(
    {
      queryKey: SESSION_KEY,
      queryFn: async ({ signal }): Promise<PortalSession> => {
        // The early entry's sign-in, whose GET /auth/redirect is already on its way (early/earlySession.ts).
        const pending = earlySignIn(env) ?? startSignIn(env, currentPath(), crypto.randomUUID());
        const answer = await auth.redirect({ state: pending.state, redirectTo: pending.returnTo }, { signal });
        if (answer.user) {
          clearPendingSignIn(env.storage);
          queryClient.setQueryData<User | null>(loadlineKeys.auth.currentUser(), answer.user);
          rememberGrantedProducts(env.storage, productsForMods(answer.user.mods));
          return { status: 'signed-in', user: answer.user };
        }
        return { status: 'sign-in-required', url: answer.url };
      },
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
}

import { useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useMutation } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { browserGrantStorage, forgetGrantedProducts } from '../early/grantedProducts';
import { RequireSession } from '../signIn/RequireSession';
import { SignedInUserProvider } from '../signIn/SignedInUser';
import { SESSION_KEY, usePortalSession, type PortalSession } from '../signIn/useSession';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

function SignedInFrame() {
  const session = usePortalSession();
  const auth = useAdapterDomain('auth');
  const queryClient = useLoadlineQueryClient();
  // POST /auth/logout; a failure is toasted by the portal's mutation cache and the user stays in.
  const logout = useMutation(
    {
      mutationFn: () => auth.logout(),
      onSuccess: () => {
        // Forget the user's data; the session entry stays so its screen updates to signed out.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
        queryClient.setQueryData<PortalSession>(SESSION_KEY, { status: 'signed-out' });
        forgetGrantedProducts(browserGrantStorage());
      },
    },
    queryClient,
  );
  if (session.data?.status !== 'signed-in') return null;
  return (
    <SignedInUserProvider value={session.data.user}>
      <SkipLink />
      <TopBar user={session.data.user} onLogout={() => logout.mutate()} />
      <Outlet />
    </SignedInUserProvider>
  );
}

/**
 * The signed-in frame of every route except the sign-in callback: the session gate, the skip link
 * to the main content, the top bar and the route's screen.
 */
export function Shell() {
  return (
    <RequireSession>
      <SignedInFrame />
    </RequireSession>
  );
}

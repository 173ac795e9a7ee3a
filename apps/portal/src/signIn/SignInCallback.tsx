import { useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PORTAL_TEXTS } from '../texts';
import { checkSignInReturn, type SignInEnvironment } from './signInState';
import { RedirectScreen, SignInProblem } from './SignInScreens';
import { browserSignInEnvironment, setSignedIn } from './useSession';

const T = PORTAL_TEXTS.signIn;

type CallbackOutcome = { ok: true; returnTo: string } | { ok: false; message: string };

const REFUSALS = { 'not-started': T.notStarted, 'state-mismatch': T.stateMismatch, expired: T.expired } as const;

/**
 * /authorization-code/callback (spec part 2 sections 2 and 4): the `state` must match the nonce
 * kept in local storage and not be expired; then GET /auth/user?code=... completes the sign-in
 * (the API checks state, nonce, PKCE and expiry again) and the user lands on the saved URL.
 * Anything else shows a clear message and a way to sign in again.
 */
export function SignInCallback({ env = browserSignInEnvironment() }: { env?: SignInEnvironment }) {
  const auth = useAdapterDomain('auth');
  const queryClient = useLoadlineQueryClient();
  const { search } = useLocation();
  const navigate = useNavigate();
  const outcome = useQuery(
    {
      queryKey: ['portal', 'sign-in-callback', search],
      queryFn: async ({ signal }): Promise<CallbackOutcome> => {
        const params = new URLSearchParams(search);
        const check = checkSignInReturn(env, params.get('state'));
        const providerError = params.get('error');
        if (providerError) return { ok: false, message: T.providerError(params.get('error_description') ?? providerError) };
        if (!check.ok) return { ok: false, message: REFUSALS[check.reason] };
        const code = params.get('code');
        if (!code) return { ok: false, message: T.notStarted };
        const iss = params.get('iss') ?? undefined;
        const user = await auth.user({ code, state: params.get('state') ?? undefined, ...(iss ? { iss } : {}) }, { signal });
        setSignedIn(queryClient, { userId: user.userId, email: user.email, name: user.name, mods: user.mods, organization: user.organization });
        return { ok: true, returnTo: check.returnTo };
      },
      // The stored nonce is consumed by the first check: a retry could only be refused.
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    },
    queryClient,
  );
  const returnTo = outcome.data?.ok ? outcome.data.returnTo : null;
  useEffect(() => {
    if (returnTo) void navigate(returnTo, { replace: true });
  }, [returnTo, navigate]);

  const signInAgain = () => void navigate('/', { replace: true });
  if (outcome.isError) return <SignInProblem message={outcome.error.message} onSignInAgain={signInAgain} />;
  if (outcome.data && !outcome.data.ok) return <SignInProblem message={outcome.data.message} onSignInAgain={signInAgain} />;
  return <RedirectScreen title={T.completing} />;
}

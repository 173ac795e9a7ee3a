import { useLoadlineQueryClient } from '@loadline/core/react';
import { useEffect, type ReactNode } from 'react';
import { leftForSignInEarly } from '../early/earlySession';
import { PORTAL_TEXTS } from '../texts';
import { RedirectScreen, SignInProblem, SignedOut } from './SignInScreens';
import { SESSION_KEY, usePortalSession } from './useSession';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  children: ReactNode;
  /** Leaves the portal for a URL (the identity provider). @default window.location.assign */
  leaveTo?: (url: string) => void;
}

// Not a second time when the early entry has already left for the sign-in (early/earlySession.ts).
const leaveByDefault = (url: string) => {
  if (!leftForSignInEarly()) window.location.assign(url);
};

/**
 * Renders its children only for a signed-in user. Without a session it keeps the nonce and the
 * current URL (so a deep link survives sign-in) and sends the browser to the identity provider,
 * showing the redirect spinner meanwhile (spec part 2 sections 2 and 4).
 */
export function RequireSession({ children, leaveTo = leaveByDefault }: RequireSessionProps) {
  const session = usePortalSession();
  const queryClient = useLoadlineQueryClient();
  const url = session.data?.status === 'sign-in-required' ? session.data.url : null;
  useEffect(() => {
    if (url) leaveTo(url);
  }, [url, leaveTo]);
  const signInAgain = () => void queryClient.resetQueries({ queryKey: SESSION_KEY });

  if (session.data?.status === 'signed-in') return <>{children}</>;
  if (session.data?.status === 'signed-out') return <SignedOut onSignIn={signInAgain} />;
  if (session.isError) return <SignInProblem message={session.error.message} onSignInAgain={signInAgain} />;
  if (url) return <RedirectScreen />;
  return <RedirectScreen title={PORTAL_TEXTS.signIn.checking} detail={PORTAL_TEXTS.signIn.checkingDetail} />;
}

import { Button } from '@loadline/ui';
import { PORTAL_TEXTS } from '../texts';
import * as css from './signIn.css';

const T = PORTAL_TEXTS.signIn;

/**
 * The login redirect screen (spec part 2 section 2: "A login redirect screen shows a spinner"):
 * shown while the session is checked and while the browser leaves for the sign-in page.
 */
export function RedirectScreen({ title = T.redirecting, detail = T.redirectingDetail }: { title?: string; detail?: string }) {
  return (
    <main className={css.screen} data-ll-part="sign-in-redirect">
      <div className={css.card} role="status" aria-live="polite">
        <div className={css.spinner} aria-hidden="true" />
        <h1 className={css.title}>{title}</h1>
        <p className={css.message}>{detail}</p>
      </div>
    </main>
  );
}

/** A refused or failed sign-in: a clear message and a way to sign in again. */
export function SignInProblem({ message, onSignInAgain }: { message: string; onSignInAgain: () => void }) {
  return (
    <main className={css.screen} data-ll-part="sign-in-problem">
      <div className={css.card}>
        <h1 className={css.title}>{T.failedTitle}</h1>
        <p className={css.message} role="alert">
          {message}
        </p>
        <Button onClick={onSignInAgain}>{T.signInAgain}</Button>
      </div>
    </main>
  );
}

/** After Logout: the user stays here until they choose to sign in again. */
export function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  return (
    <main className={css.screen} data-ll-part="signed-out">
      <div className={css.card}>
        <h1 className={css.title}>{T.signedOutTitle}</h1>
        <p className={css.message}>{T.signedOutDetail}</p>
        <Button onClick={onSignIn}>{T.signIn}</Button>
      </div>
    </main>
  );
}

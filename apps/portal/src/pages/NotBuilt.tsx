import * as app from '../app/app.css';
import { useLocation } from 'react-router';
import { PORTAL_TEXTS } from '../texts';

/**
 * A route of the spec whose screen is not built yet: says so plainly and shows no data, so nobody
 * mistakes it for a working screen.
 */
export function NotBuilt({ screen }: { screen: string }) {
  const { pathname } = useLocation();
  return (
    <main className={app.page} data-route-status="not-built">
      <h1>{screen}</h1>
      <p>{PORTAL_TEXTS.notBuilt(screen)}</p>
      <p>
        <code>{pathname}</code>
      </p>
    </main>
  );
}

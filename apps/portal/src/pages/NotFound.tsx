import * as app from '../app/app.css';
import { PORTAL_TEXTS } from '../texts';

/** Any unknown path (spec part 1 section 2, part 2 section 2). */
export function NotFound() {
  return (
    <main className={app.page}>
      <h1>{PORTAL_TEXTS.notFound}</h1>
    </main>
  );
}

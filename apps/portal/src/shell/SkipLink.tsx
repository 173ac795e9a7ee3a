import type { MouseEvent } from 'react';
import { PORTAL_TEXTS } from '../texts';
import * as css from './shell.css';

/**
 * 'Skip to main content' (WCAG 2.4.1 bypass blocks): the first stop of the Tab order; it moves
 * keyboard focus to the screen's `<main>`, past the top bar's links and menus. Every screen of the
 * portal renders one `<main>`; it takes focus by script only (`tabIndex={-1}`).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href="#main" className={css.skipLink} onClick={skip}>
      {PORTAL_TEXTS.topBar.skipToMain}
    </a>
  );
}

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

globalStyle('html, body', { margin: 0 });

/** The themed root of the portal: fills the window. */
export const appRoot = style({ minHeight: '100vh' });

/** A screen's main area below the top bar. */
export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

globalStyle(`${appRoot} a`, { color: vars.color.primary });
globalStyle(`${appRoot} :focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });

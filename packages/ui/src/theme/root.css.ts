import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Root of a themed subtree: page colours and type from the contract. */
export const themeRoot = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** Wrapper of floating content (popovers, menus, dialogs) portalled out of the themed subtree. */
export const portalRoot = style({
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after, ${portalRoot} *, ${portalRoot} *::before, ${portalRoot} *::after`, {
  boxSizing: 'border-box',
});

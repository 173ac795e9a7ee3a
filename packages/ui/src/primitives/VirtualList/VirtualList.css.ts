import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The scrolling viewport. */
export const viewport = style({
  overflowY: 'auto',
  position: 'relative',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});
/** The element as tall as every row together; rows are positioned inside it. */
export const sizer = style({ position: 'relative', width: '100%', margin: 0, padding: 0 });
/** One row in virtual mode. */
export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * What a `<label>` needs beyond the button recipe: the focus ring of the hidden input, and the
 * disabled look (a label has no `:disabled`, so `data-disabled` carries it).
 */
export const label = style({
  position: 'relative',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled], &[data-disabled]:hover': {
      backgroundColor: vars.color.disabled,
      color: vars.color.disabledText,
      borderColor: vars.color.disabled,
      cursor: 'not-allowed',
    },
  },
});

/** The chosen file's name (or the empty text) beside the button. */
export const row = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', minWidth: 0 });

export const fileName = style({ color: vars.color.textMuted, overflowWrap: 'anywhere', minWidth: 0 });

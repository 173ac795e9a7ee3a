import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontFamily: vars.font.family, color: vars.color.text, minWidth: 0 });
export const scroller = style({ overflow: 'auto', maxWidth: '100%', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
// At least the box's width, wider when the columns need it (the scroller then scrolls sideways).
export const table = style({ borderCollapse: 'collapse', width: 'max-content', minWidth: '100%', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weight.medium, padding: vars.space.sm, color: vars.color.text });
/** The caption kept for assistive technology only. */
export const captionHidden = style({
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});
export const cell = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, borderTop: `1px solid ${vars.color.border}`, textAlign: 'right', whiteSpace: 'nowrap' });
export const timeCell = style([cell, { textAlign: 'left' }]);
export const head = style([cell, { position: 'sticky', top: 0, background: vars.color.surfaceSunken, fontWeight: vars.font.weight.medium, borderTop: 'none' }]);
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const pageButton = style({
  font: 'inherit', color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm, padding: `${vars.space.xxs} ${vars.space.sm}`, cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.disabledText, background: vars.color.disabled, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
export const empty = style({ padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });

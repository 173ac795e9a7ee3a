import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.family });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const actions = style({ display: 'flex', gap: vars.space.sm });
export const filters = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap', paddingBlock: vars.space.sm });
/**
 * A filter of the bar: a fixed width whatever it shows, so the MARKETS summary filling in after
 * load never widens it and wraps Clear Filters onto a new line (a layout shift on phones).
 */
export const filterField = style({ width: 240, maxWidth: '100%' });
globalStyle(`${filterField} > *`, { width: '100%', minWidth: 0 });
export const message = style({ margin: 0, color: vars.color.textMuted });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, 275px)',
  gap: vars.space.md,
});
export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md });

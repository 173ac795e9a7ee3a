import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const root = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: vars.space.xs });
export const viewport = style({ flex: 1, minHeight: 0, overflow: 'auto', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } } });
export const head = style({ position: 'sticky', top: 0, background: vars.color.surface, zIndex: 1 });
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'flex-end', fontSize: vars.font.size.sm, color: vars.color.text });
export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const sizeSelect = style({ font: 'inherit', color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: `2px ${vars.space.xs}` });
export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.font.size.sm });

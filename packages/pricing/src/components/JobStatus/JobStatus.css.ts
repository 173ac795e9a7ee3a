import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.family });
export const scroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const th = style({ position: 'relative', padding: vars.space.sm, textAlign: 'start', whiteSpace: 'nowrap', background: vars.color.surfaceRaised, borderBottom: `1px solid ${vars.color.borderStrong}` });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const rowHead = style({ textAlign: 'start', fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const errorLine = style({ margin: 0, color: vars.color.error });
export const status = styleVariants({
  success: { color: vars.color.positive, fontWeight: vars.font.weight.medium },
  warning: { color: vars.color.warning, fontWeight: vars.font.weight.medium },
  error: { color: vars.color.error, fontWeight: vars.font.weight.medium },
});
export const milestones = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none', flexWrap: 'wrap' });
export const milestone = styleVariants({
  done: { padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.color.positiveSurface, color: vars.color.text },
  current: { padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.color.neutralSurface, color: vars.color.text, fontWeight: vars.font.weight.bold },
  todo: { padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, color: vars.color.textMuted },
});
export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const bar = style({ display: 'flex', height: 24, borderRadius: vars.radius.sm, overflow: 'hidden', border: `1px solid ${vars.color.border}` });
export const swatch = style({ display: 'inline-block', width: 10, height: 10, marginInlineEnd: vars.space.xs, borderRadius: 2 });
export const up = style({ color: vars.color.error });
export const down = style({ color: vars.color.positive });

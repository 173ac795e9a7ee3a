import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Styles of the editor's left panel, metrics sidebar and loading placeholder (theme contract only). */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  minWidth: 220,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  borderRight: `1px solid ${vars.color.border}`,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subheading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
});

/** An item listed under another (an approved adjustment under the run it adjusts): indented, with an accent rule. */
export const itemNested = style({
  marginInlineStart: vars.space.md,
  borderInlineStartWidth: 3,
  borderInlineStartColor: vars.color.primary,
});

export const itemLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const summary = style({ cursor: 'pointer', color: vars.color.text, fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.error });

export const search = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

export const stationList = style({ maxHeight: 160, overflowY: 'auto' });

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  minWidth: 180,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const metrics = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const metric = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const metricValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const loading = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) 4fr',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const loadingMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const loadingTop = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const loadingCards = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.md });

export const loadingText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

/** One calculator of the calculator panel. */
export const calculator = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const calculatorActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** The form and the outcome, one column, as wide as reads well. */
export const layout = style({ display: 'grid', gap: vars.space.lg, maxWidth: 760 });

/** The intro under the heading. */
export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The form's card. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

/** Two fields side by side on wide screens, stacked on phones. */
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' });

/** A field: label above its control. */
export const field = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

/** A text input in the theme's colours. */
export const input = style({
  font: 'inherit',
  fontWeight: vars.font.weight.regular,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});

/** Small muted text (hints, the columns of a kind). */
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The actions row. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

/** Progress: the bar and its text. */
export const progress = style({ display: 'grid', gap: vars.space.xs });

export const bar = style({ width: '100%', height: 8, accentColor: vars.color.primary });

/** The outcome panels (success, rejected, failed), coloured by `data-tone`. */
export const outcome = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-tone="positive"]': { backgroundColor: vars.color.positiveSurface, borderColor: vars.color.positive },
    '&[data-tone="error"]': { backgroundColor: vars.color.errorSurface, borderColor: vars.color.error },
  },
});

export const outcomeTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });

export const outcomeText = style({ margin: 0 });

/** The rejected lines: a scrolling table. */
export const lines = style({ maxHeight: 360, overflow: 'auto', marginTop: vars.space.md, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, backgroundColor: vars.color.surface });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const th = style({ position: 'sticky', top: 0, textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, backgroundColor: vars.color.surfaceSunken, borderBottom: `1px solid ${vars.color.border}` });

export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', overflowWrap: 'anywhere' });

export const lineCell = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', width: '4em' });

import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Styles of the forecast performance section (theme contract only). */

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, marginRight: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const cell = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'right' });

export const firstCell = style({ textAlign: 'left', whiteSpace: 'nowrap' });

/** The table's frame: scrolls sideways on a narrow screen instead of cutting its last columns. */
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });

export const total = style({ fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.error });

/** The day-ahead and full-run MAPE above the table. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });

export const summaryItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const summaryValue = style({ margin: 0, fontSize: vars.font.size.lg, fontVariantNumeric: 'tabular-nums' });

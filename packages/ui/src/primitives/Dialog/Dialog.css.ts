import { style } from '@vanilla-extract/css';
import { LAYERS } from '../../theme/layers';
import { vars } from '../../theme/contract.css';

/** Dimmed backdrop behind a modal dialog. */
export const overlay = style({
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.overlay,
  zIndex: LAYERS.dialog,
  padding: vars.space.lg,
});

/** The dialog surface. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(560px, 100%)',
  maxHeight: 'calc(100vh - 48px)',
  overflow: 'auto',
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.high,
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

import { style, styleVariants } from '@vanilla-extract/css';
import { LAYERS } from '../theme/layers';
import { vars } from '../theme/contract.css';

/** Fixed stack of toasts, bottom right. */
export const viewport = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: LAYERS.toast,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

/** The live regions inside the viewport (no box of their own). */
export const region = style({ display: 'contents' });

/** One toast. */
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  boxShadow: vars.elevation.high,
  color: vars.color.text,
  pointerEvents: 'auto',
});

/** Colours per kind. */
export const kind = styleVariants({
  positive: { backgroundColor: vars.color.positiveSurface, borderLeftColor: vars.color.positive },
  neutral: { backgroundColor: vars.color.neutralSurface, borderLeftColor: vars.color.neutral },
  warning: { backgroundColor: vars.color.warningSurface, borderLeftColor: vars.color.warning },
  error: { backgroundColor: vars.color.errorSurface, borderLeftColor: vars.color.error },
});

export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ fontWeight: vars.font.weight.medium, margin: 0 });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, margin: 0 });

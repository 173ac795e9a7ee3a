import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Card size of the spec (part 1 §2): 275 px wide, at least 355 px high. */
export const CARD_WIDTH_PX = 275;
export const CARD_MIN_HEIGHT_PX = 355;

export const card = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: CARD_WIDTH_PX,
  minHeight: CARD_MIN_HEIGHT_PX,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  boxShadow: vars.elevation.low,
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.primary } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.xs });
export const headerText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });
export const generated = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
/** One line, cut with an ellipsis (the full label in the title), so the card keeps its height. */
export const weather = style({
  margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap',
});
// Texts that take the colour of their box say so with a class (`color: inherit`), so an embedding
// page's element rules (e.g. `span, dd { color: … }`) never outrank them.
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, color: 'inherit' });
export const subtitle = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, color: vars.color.textMuted });
export const subtitleDates = style({ color: 'inherit' });

/** Above the select overlay so the options menu stays reachable. */
export const menuSlot = style({ position: 'relative', zIndex: 2 });

export const spark = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xs} 0` });

export const info = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  marginTop: 'auto',
});
export const infoBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const infoLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const infoValue = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums', color: 'inherit' });

/** Select / Selected overlay: dims the card on hover and keyboard focus, kept once selected. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&:hover, &:focus-visible, &[aria-pressed="true"]': { background: vars.color.overlay },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
/** The overlay's text as a pill in the primary colours (contrast kept in every theme). */
export const overlayLabel = style({
  opacity: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${overlay}:hover &, ${overlay}:focus-visible &, ${overlay}[aria-pressed="true"] &`]: { opacity: 1 },
  },
});

export const message = style({ margin: 'auto 0', textAlign: 'center', color: vars.color.textMuted });
export const errorMessage = style({ margin: 'auto 0', textAlign: 'center', color: vars.color.error });

export const optionsIcon = style({ display: 'block' });

/** The stored MAPE under the info boxes: the default score and its hours, the full run's beside it. */
export const mape = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });

export const mapeItem = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const mapeValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });

export const mapeHours = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

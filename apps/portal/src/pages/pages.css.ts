import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Visually hidden text (shared with the shell). */
export { srOnly } from '../shell/shell.css';

/** The greeting heading of Home and Overview. */
export const greeting = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

/** The welcome banner of Home. */
export const banner = style({
  padding: vars.space.xl,
  marginBottom: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
});

/** Banner title. */
export const bannerTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl });

/** Banner text. */
export const bannerText = style({ margin: 0, maxWidth: 720 });

/** Grid of the four module cards. */
export const modules = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

/** One module card (Demand, Supply, Customer, Insights). */
export const module = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

/** Module name. */
export const moduleTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg });

/** The products of a module. */
export const productList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A product entry: a link when active, greyed with a note when not (`data-state`). */
export const product = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-state="active"]': { color: vars.color.primary, backgroundColor: vars.color.surfaceRaised },
    '&[data-state="active"]:hover': { borderColor: vars.color.primary },
    '&[aria-disabled="true"]': { color: vars.color.disabledText, backgroundColor: vars.color.disabled, cursor: 'not-allowed' },
  },
});

/** Why a product is not enabled. */
export const productNote = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });

/** A section heading. */
export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.lg });

/** An explanatory note under a heading. */
export const note = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, maxWidth: 760 });

/** Empty state box. */
export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

/** Grid of pinned Overview cards. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
});

/** One pinned Overview card. */
export const pinnedCard = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** Card title. */
export const pinnedTitle = style({ margin: 0, fontSize: vars.font.size.md });

/** The dashboard a card comes from. */
export const pinnedSource = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

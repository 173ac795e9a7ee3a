import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export { srOnly } from '../shell/shell.css';

export const greeting = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const banner = style({
  padding: vars.space.xl,
  marginBottom: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
});

export const bannerTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl });

export const bannerText = style({ margin: 0, maxWidth: 720 });

export const modules = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const module = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

export const moduleTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg });

export const productList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

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

export const productNote = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });

export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.lg });

export const note = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, maxWidth: 760 });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
});

export const pinnedCard = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const pinnedTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const pinnedSource = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

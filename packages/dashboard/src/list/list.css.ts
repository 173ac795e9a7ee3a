import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Styles of the dashboard list page, the picker, the heading and the page messages. */

/** Picker size of the spec (part 1 §2 "Dashboard page wrapper"): 350 px wide, list 220 px high. */
export const PICKER_WIDTH_PX = 350;
export const PICKER_LIST_HEIGHT_PX = 220;

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.family });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const title = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const count = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const rowSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const nameButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });

export const error = style({ margin: 0, color: vars.color.error });

export const pickerPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: PICKER_WIDTH_PX, maxWidth: '90vw' });

export const pickerTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, letterSpacing: '0.05em', color: vars.color.textMuted });

export const pickerList = style({ listStyle: 'none', margin: 0, padding: 0, height: PICKER_LIST_HEIGHT_PX, overflowY: 'auto' });

export const pickerItem = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="true"]': { background: vars.color.neutralSurface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const pickerName = style({ fontWeight: vars.font.weight.medium });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const headingName = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const headingDescription = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '240px',
  padding: vars.space.xl,
  color: vars.color.text,
  textAlign: 'center',
});

export const messageCode = style({ margin: 0, fontSize: '4rem', fontWeight: vars.font.weight.bold, lineHeight: 1, color: vars.color.textMuted });

export const messageText = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

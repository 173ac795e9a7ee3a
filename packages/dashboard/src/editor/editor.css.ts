import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 260px) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  color: vars.color.text,
  '@media': { '(max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const withSidebar = style({
  gridTemplateColumns: 'minmax(220px, 260px) minmax(0, 1fr) minmax(180px, 220px)',
  '@media': {
    '(max-width: 1100px)': { gridTemplateColumns: 'minmax(220px, 260px) minmax(0, 1fr)' },
    '(max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** Height of the series panel on a phone, px (the editor in one column, the panel above the cards). */
export const PHONE_SERIES_PANEL_PX = 360;

export const panel = style({
  position: 'sticky',
  top: vars.space.md,
  maxHeight: `calc(100vh - 120px)`,
  overflowY: 'auto',
  '@media': {
    '(max-width: 760px)': {
      position: 'static',
      maxHeight: 'none',
      // The series panel (the first column) sits above the cards on a phone and its code and
      // Forecast menu arrive after them: one height while it loads and once loaded (scrolling
      // inside) keeps the cards where they are (no layout shift, Core Web Vitals CLS).
      selectors: { '&:first-child': { height: PHONE_SERIES_PANEL_PX, maxHeight: PHONE_SERIES_PANEL_PX } },
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const topArea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });

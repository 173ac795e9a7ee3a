import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** The greeting heading of Overview. */
export const greeting = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

/** The heading above the grid. */
export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.lg });

/** How to arrange the cards. */
export const hint = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.size.sm, maxWidth: 760 });

/** Empty state box. */
export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

/**
 * While the pinned cards load: two boxes the size of a new card (6 of 12 columns, 2 rows of
 * 150 px and the 12 px gap), so the grid replacing them moves nothing below.
 */
export const loadingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
  gap: 12,
  minHeight: 312,
});

/** The frame of a pinned card until its dashboard is known, filling its grid cell. */
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
  overflow: 'hidden',
});

/** Card header: title (the drag handle) and the card's actions. */
export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

/** The title area, where a drag starts. */
export const handle = style({ flex: '1 1 120px', minWidth: 0, cursor: 'grab' });

/** Card title. */
export const title = style({ margin: 0, fontSize: vars.font.size.md, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** View Source and the Summary/Options toggle. */
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

// A compact toggle in the card header leaves the title room on narrow cards and phones; each
// segment stays at least 24 px high (WCAG 2.2 target size).
globalStyle(`${actions} [data-ll-part="segmented-control"] label`, { minHeight: 24, padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.xs });

/** The View Source link. */
export const viewSource = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

/** The card's body below its header. */
export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflow: 'auto' });

/** A message inside a card (dashboard gone). */
export const message = style({ margin: 'auto 0', color: vars.color.textMuted, textAlign: 'center', fontSize: vars.font.size.sm });


import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Visually hidden, still read by assistive technology. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const NARROW = 'screen and (max-width: 560px)';

/** The sticky top bar: one row, down to a 360 px wide phone (Import data in the More menu there). */
export const topBar = style({
  flexWrap: 'wrap',
  '@media': { [NARROW]: { gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}`, flexWrap: 'nowrap' } },
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

/** The logo link to Home. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&&': { color: vars.color.primary } },
});

/** The logo's word; on narrow screens only the mark shows (the link keeps its name). */
export const logoText = style({ '@media': { [NARROW]: { display: 'none' } } });

/** The Home and Overview menu. */
export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

/** Shown on wide screens only (Import data's link; on a phone it is in the More menu). */
export const wideOnly = style({ '@media': { [NARROW]: { display: 'none' } } });

/** Shown on a phone only (the More menu, the theme switch's moon). */
export const narrowOnly = style({ display: 'none', '@media': { [NARROW]: { display: 'inline-flex' } } });

/** A wrapper that lays nothing out (its child is laid out as the parent's): a lazy popup's trigger. */
export const contents = style({ display: 'contents' });

/** The More menu's button, drawn as a menu link. */
export const moreButton = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'none',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surfaceSunken } },
});

/** A menu link; the current page is marked by `aria-current`. */
export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&&': { color: vars.color.text },
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.neutralSurface, color: vars.color.primary },
  },
});

/** Right-hand group: theme switch, bell, avatar. */
export const actions = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The dark theme switch and its label. */
export const themeSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  marginRight: vars.space.sm,
  '@media': { [NARROW]: { marginRight: 0 } },
});

/** The theme switch's words: on a phone read by assistive technology only (the moon shows instead). */
export const themeSwitchText = style({
  '@media': {
    [NARROW]: { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
  },
});

/** The bell button (anchors the count badge). */
export const bell = style({ position: 'relative' });

/** The unread count badge on the bell. */
export const badge = style({
  position: 'absolute',
  top: -4,
  right: -6,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  backgroundColor: vars.color.error,
  color: vars.color.textInverse,
  fontSize: 11,
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

/** The button around the avatar that opens the account menu. */
export const avatarButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  borderRadius: vars.radius.round,
  cursor: 'pointer',
  display: 'inline-flex',
});

/** The Latest panel fills the ui Popover, whose surface is at most 360 px wide with 16 px padding. */
export const panel = style({ width: 326, maxWidth: 'calc(100vw - 56px)' });

/** Title row of the Latest panel with Clear All. */
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The "Latest" title. */
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** The scrolling list of notifications. */
export const panelList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 420,
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
});

/** The empty-panel line. */
export const panelEmpty = style({ margin: 0, padding: `${vars.space.lg} 0`, color: vars.color.textMuted, textAlign: 'center' });

/** One notification row. */
export const notification = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

const kindColour = {
  positive: vars.color.positive,
  neutral: vars.color.neutral,
  warning: vars.color.warning,
  error: vars.color.error,
} as const;

/** Coloured bar showing the notification kind (`data-kind`). */
export const kindMark = style({
  flex: 'none',
  width: 4,
  borderRadius: 2,
  selectors: Object.fromEntries(Object.entries(kindColour).map(([k, c]) => [`&[data-kind="${k}"]`, { backgroundColor: c }])),
});

/** Text column of a notification. */
export const notificationBody = style({ display: 'grid', gap: 2, minWidth: 0 });

/** The kind label (Success, Information, Warning, Error). */
export const notificationKind = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** Notification title. */
export const notificationTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

/** Notification description. */
export const notificationText = style({ margin: 0, fontSize: vars.font.size.sm });

/** Optional extra content (e.g. the job name). */
export const notificationExtra = style({ margin: 0, fontSize: vars.font.size.sm, fontFamily: vars.font.familyMono, color: vars.color.textMuted });

/** Date and See Job row. */
export const notificationFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  marginTop: vars.space.xxs,
});

/** The notification date. */
export const notificationDate = style({ color: vars.color.textMuted });


/** A link inside the panel (portalled out of the themed page, so it sets its own colour). */
export const panelLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The skip link: off screen until it has keyboard focus, then above the top bar's left corner. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100vh',
  zIndex: 20,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  selectors: { '&:focus': { top: vars.space.sm } },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/**
 * The grid of the dashboard canvas: react-grid-layout's own rules (positioning, transitions,
 * placeholder, resize handle) scoped under the canvas and drawn with the theme.
 */
export const canvas = style({ position: 'relative', minHeight: 200 });

// Only positions animate (while another card is dragged over); sizes never do, so cards drawn on
// load or after a resize don't shift the page (CLS).
globalStyle(`${canvas} .react-grid-layout`, { position: 'relative' });
globalStyle(`${canvas} .react-grid-item`, { boxSizing: 'border-box' });
globalStyle(`${canvas} .react-grid-item.cssTransforms`, { transition: 'transform 200ms ease' });
globalStyle(`${canvas} .react-grid-item.resizing, ${canvas} .react-grid-item.react-draggable-dragging`, { transition: 'none', zIndex: 3 });
globalStyle(`${canvas} .react-grid-item.react-grid-placeholder`, {
  background: vars.color.primary,
  opacity: 0.15,
  borderRadius: vars.radius.lg,
  transitionDuration: '100ms',
  zIndex: 2,
  userSelect: 'none',
});
globalStyle(`${canvas} .react-grid-item > .react-resizable-handle`, {
  position: 'absolute',
  width: 20,
  height: 20,
  right: 0,
  bottom: 0,
  cursor: 'se-resize',
  zIndex: 2,
});
globalStyle(`${canvas} .react-grid-item > .react-resizable-handle::after`, {
  content: '""',
  position: 'absolute',
  right: 4,
  bottom: 4,
  width: 6,
  height: 6,
  borderRight: `2px solid ${vars.color.borderStrong}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
});
globalStyle(`${canvas} .react-resizable-hide > .react-resizable-handle`, { display: 'none' });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 200,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const cell = style({ height: '100%', minWidth: 0 });

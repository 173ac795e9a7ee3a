import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The error box: the error surface, a heading, the detail lines and the Retry button. */
export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.error}`,
  backgroundColor: vars.color.errorSurface,
  color: vars.color.text,
});

/** The status line, e.g. '500 Internal Server Error'. */
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** The message and the request id. */
export const detail = style({ margin: 0 });

/** The request id, selectable to copy. */
export const requestId = style({ fontFamily: vars.font.familyMono, userSelect: 'all' });

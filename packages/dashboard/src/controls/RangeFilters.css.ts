import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** The unit after a range's Min and Max fields, on the fields' baseline. */
export const unit = style({ alignSelf: 'flex-end', paddingBottom: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column' });
export const input = style({ fontVariantNumeric: 'tabular-nums' });
export const errorText = style({ color: vars.color.error, fontSize: vars.font.size.sm, marginTop: vars.space.xxs });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', minWidth: '180px' });
export const trigger = style({ justifyContent: 'space-between', cursor: 'pointer', textAlign: 'left' });
export const placeholder = style({ color: vars.color.textMuted });
export const errorText = style({ color: vars.color.error, fontSize: vars.font.size.sm, marginTop: vars.space.xxs });
export const check = style({ marginLeft: 'auto', color: vars.color.primary });

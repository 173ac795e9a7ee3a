import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', minWidth: '260px' });
export const input = style({ width: '100%' });
export const popup = style({ padding: vars.space.xs, overflow: 'hidden', maxHeight: 'none' });
export const offset = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: vars.font.size.sm });

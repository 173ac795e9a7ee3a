import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0 });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const quantity = style({ width: '88px' });
export const sub = style({ display: 'inline-flex', flexDirection: 'column' });
export const resolved = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

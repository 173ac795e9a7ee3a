import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'inline-flex', alignItems: 'center' });
export const item = style({ marginLeft: `calc(-1 * ${vars.space.sm})`, selectors: { '&:first-child': { marginLeft: 0 } } });

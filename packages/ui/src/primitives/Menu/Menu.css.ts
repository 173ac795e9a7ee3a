import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The menu surface. */
export const menu = style({ minWidth: '160px', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-block', lineHeight: 0 });
export const line = style({ fill: 'none', strokeWidth: 1.5, strokeLinejoin: 'round', stroke: vars.chart.palette.c0 });
export const baseline = style({ stroke: vars.chart.grid, strokeWidth: 1 });
export const overlay = style({
  position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', lineHeight: vars.font.lineHeight.normal,
  fontFamily: vars.font.family, fontSize: vars.font.size.sm, color: vars.color.textMuted, background: vars.color.surfaceSunken, borderRadius: vars.radius.sm,
});

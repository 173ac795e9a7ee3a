import { style } from '@vanilla-extract/css';
import { LAYERS } from '../../theme/layers';
import { vars } from '../../theme/contract.css';

/** The tooltip bubble: inverse colours from the chart tooltip tokens. */
export const tooltip = style({
  backgroundColor: vars.chart.tooltipBackground,
  color: vars.chart.tooltipText,
  fontSize: vars.font.size.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.low,
  maxWidth: '280px',
  zIndex: LAYERS.tooltip,
  pointerEvents: 'none',
});

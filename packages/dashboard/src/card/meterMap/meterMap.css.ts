import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Theme tokens the canvas reads (resolved with getComputedStyle). */
export const tokens = { water: vars.color.surfaceSunken, land: vars.color.surface, border: vars.color.border, text: vars.color.text, primary: vars.color.primary };

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, height: '100%', minHeight: 0, color: vars.color.text });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });
export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const input = style({ font: 'inherit', fontSize: vars.font.size.sm, color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: `2px ${vars.space.xs}`, maxWidth: 140 });
export const canvasWrap = style({ flex: 1, minHeight: 0, minWidth: 0 });
export const canvas = style({ display: 'block', touchAction: 'none', borderRadius: vars.radius.md, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } } });
export const note = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

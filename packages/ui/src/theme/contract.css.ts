import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of Loadline. Every component style reads only these variables; a theme
 * (light, dark, or a host's own object of the same shape) fills them in.
 *
 * Shape: colours as CSS colour strings, space and radius as CSS lengths, font sizes as CSS
 * lengths, elevation as CSS box-shadow values, chart palette as 10 CSS colours.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textInverse: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    focusRing: null,
    positive: null,
    positiveSurface: null,
    neutral: null,
    neutralSurface: null,
    warning: null,
    warningSurface: null,
    error: null,
    errorSurface: null,
    overlay: null,
    disabled: null,
    disabledText: null,
  },
  chart: {
    palette: { c0: null, c1: null, c2: null, c3: null, c4: null, c5: null, c6: null, c7: null, c8: null, c9: null },
    grid: null,
    axis: null,
    axisText: null,
    crosshair: null,
    tooltipBackground: null,
    tooltipText: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, round: null },
  font: {
    family: null,
    familyMono: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  elevation: { low: null, medium: null, high: null },
  motion: { fast: null, normal: null },
});

/** A full set of values for {@link vars}: what a host passes to use its own theme. */
export type Theme = {
  [G in keyof typeof vars]: DeepString<(typeof vars)[G]>;
};
type DeepString<T> = T extends string ? string : { [K in keyof T]: DeepString<T[K]> };

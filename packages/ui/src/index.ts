export * from './theme/index';
export * from './primitives/index';
export * from './toast/index';
export { uiTexts, uiConstants, dateBoundLabel } from './texts';
export * from './charts/index';

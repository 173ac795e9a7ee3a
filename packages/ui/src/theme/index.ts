export { vars, type Theme } from './contract.css';
export { lightTheme, darkTheme, paletteOf } from './tokens';
export { lightThemeClass, darkThemeClass } from './themes.css';
export {
  ThemeProvider,
  ThemedPortal,
  type ThemedPortalProps,
  useTheme,
  resolveTheme,
  type ThemeInput,
  type ThemeProviderProps,
  type ThemeContextValue,
} from './ThemeProvider';

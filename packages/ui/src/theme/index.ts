export { vars, type Theme } from './contract.css';
export { lightTheme, darkTheme, paletteOf } from './tokens';
export { lightThemeClass, darkThemeClass } from './themes.css';
export {
  ThemeProvider,
  PortalContainerProvider,
  type PortalContainerProviderProps,
  type PortalContainer,
  usePortalContainer,
  useTheme,
  resolveTheme,
  type ThemeInput,
  type ThemeProviderProps,
  type ThemeContextValue,
} from './ThemeProvider';
export { ThemedPortal, type ThemedPortalProps } from './ThemedPortal';

import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './tokens';

/** Class that applies the light theme to its subtree. */
export const lightThemeClass = createTheme(vars, lightTheme, 'light');
/** Class that applies the dark theme to its subtree. */
export const darkThemeClass = createTheme(vars, darkTheme, 'dark');

// Native controls (date inputs, scrollbars, checkboxes) follow the theme, not the OS preference.
globalStyle(`.${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });

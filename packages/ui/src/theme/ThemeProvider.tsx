import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { vars, type Theme } from './contract.css';
import { themeRoot } from './root.css';
import { darkThemeClass, lightThemeClass } from './themes.css';

/** A built-in theme name, or a host's full set of contract values. */
export type ThemeInput = 'light' | 'dark' | Theme;

/** What a themed subtree knows about its theme. */
export interface ThemeContextValue {
  /** `'light'`, `'dark'`, or `'custom'` for a host's object. */
  mode: 'light' | 'dark' | 'custom';
  /** Class that applies the theme (empty for a host object, which is applied inline). */
  className: string;
  /** Inline custom properties of a host's theme object; empty for the built-in themes. */
  style: CSSProperties;
}

const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', className: lightThemeClass, style: {} });

/**
 * Resolves a theme input to the class and inline variables that apply it: the built-in themes are
 * classes, a host's object is written with `assignInlineVars(vars, theme)`.
 *
 * @example
 * const { className, style } = resolveTheme('dark');
 */
export function resolveTheme(theme: ThemeInput): ThemeContextValue {
  if (theme === 'light') return { mode: 'light', className: lightThemeClass, style: {} };
  if (theme === 'dark') return { mode: 'dark', className: darkThemeClass, style: {} };
  return { mode: 'custom', className: '', style: assignInlineVars(vars, theme) as CSSProperties };
}

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /**
   * The theme: `'light'`, `'dark'`, or a host's object of the {@link Theme} shape.
   * @default 'light'
   */
  theme?: ThemeInput;
  /** Content rendered inside the themed element. */
  children?: ReactNode;
  /** Extra class on the themed element. @default undefined */
  className?: string;
}

/**
 * Applies a Loadline theme to its subtree (a `div` with the theme's class or inline variables and
 * `data-theme`). Popovers, menus and dialogs portalled out of it keep the theme through
 * {@link ThemedPortal}.
 *
 * @example
 * <ThemeProvider theme="dark"><Button>Save</Button></ThemeProvider>
 */
export function ThemeProvider({ theme = 'light', children, className }: ThemeProviderProps) {
  const value = useMemo(() => resolveTheme(theme), [theme]);
  return (
    <ThemeContext.Provider value={value}>
      <div
        className={[value.className, themeRoot, className].filter(Boolean).join(' ')}
        style={value.style}
        data-theme={value.mode}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The theme of the nearest {@link ThemeProvider} (the light theme when there is none). */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

/**
 * Where floating content is portalled: an element or a shadow root. `undefined` means
 * `document.body`; `null` means "not there yet" (floating content waits until a container is given).
 */
export type PortalContainer = HTMLElement | ShadowRoot | null | undefined;

const PortalContainerContext = createContext<PortalContainer>(undefined);

/** Props of {@link PortalContainerProvider}. */
export interface PortalContainerProviderProps {
  /** The container every {@link ThemedPortal} below portals into (see {@link PortalContainer}). */
  container: PortalContainer;
  /** The subtree whose popovers, menus, selects, tooltips, dialogs and toasts render there. */
  children?: ReactNode;
}

/**
 * Sends the floating content of its subtree (every ui portal: Menu, Popover, Select,
 * TimeZonePicker, Tooltip, Dialog, toasts) into `container` instead of `document.body`, e.g. a
 * node inside a custom element's shadow root, so the popup stays inside the shadow tree and its
 * styles. Without a provider portals go to `document.body`.
 *
 * @example
 * const slot = shadowRoot.appendChild(document.createElement('div'));
 * <PortalContainerProvider container={slot}><Menu … /></PortalContainerProvider>
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The container of the nearest {@link PortalContainerProvider} (`undefined`, i.e. `document.body`, without one). */
export function usePortalContainer(): PortalContainer {
  return useContext(PortalContainerContext);
}

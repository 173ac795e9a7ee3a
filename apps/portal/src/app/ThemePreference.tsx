import { ThemeProvider } from '@loadline/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import * as css from './app.css';

/** The themes a user can choose: light (the default) or dark. */
export type ThemeMode = 'light' | 'dark';

/** Local storage key of the chosen theme. */
export const THEME_STORAGE_KEY = 'loadline.theme';

/** The stored theme; light unless 'dark' was stored. */
export function readThemeMode(storage: Pick<Storage, 'getItem'>): ThemeMode {
  try {
    return storage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

interface ThemePreferenceValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemePreferenceContext = createContext<ThemePreferenceValue>({ mode: 'light', setMode: () => undefined });

/**
 * The portal's root theme: the ui `ThemeProvider` with the user's choice, light by default, the
 * choice kept in local storage across visits.
 */
export function ThemePreferenceProvider({ children, storage = window.localStorage }: { children: ReactNode; storage?: Storage }) {
  const [mode, setState] = useState<ThemeMode>(() => readThemeMode(storage));
  const setMode = useCallback(
    (next: ThemeMode) => {
      setState(next);
      try {
        storage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
    },
    [storage],
  );
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ThemePreferenceContext.Provider value={value}>
      <ThemeProvider theme={mode} className={css.appRoot}>
        {children}
      </ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

/** The chosen theme and a setter (for the top bar's theme switch). */
export function useThemePreference(): ThemePreferenceValue {
  return useContext(ThemePreferenceContext);
}

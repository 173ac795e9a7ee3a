import { productsForMods, type User } from '@loadline/core';
import { Avatar, initialsOf, Menu } from '@loadline/ui';
import { NavLink, Link } from 'react-router';
import { useThemePreference } from '../app/ThemePreference';
import { IMPORT_PATH, IMPORT_TEXTS } from '../pages/imports/importTexts';
import { PORTAL_TEXTS } from '../texts';
import { NotificationBell } from './NotificationBell';
import * as css from './shell.css';

const T = PORTAL_TEXTS.topBar;

/** Props of {@link TopBar}. */
export interface TopBarProps {
  user: User;
  /** Logout from the avatar menu. */
  onLogout: () => void;
}

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="6" fill="currentColor" />
      <path d="M5 19l5-6 4 3 4-7 5 5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The top bar (spec part 1 section 1, part 2 sections 1 and 2): the logo linking to /, the Home
 * and Overview menu (with Import data for a user whose modules grant Load Forecast), the theme
 * switch, the notification bell with its count badge, and the avatar with two initials whose menu
 * has Settings (disabled) and Logout.
 */
export function TopBar({ user, onLogout }: TopBarProps) {
  const { mode, setMode } = useThemePreference();
  const initials = initialsOf(user.name);
  return (
    <header className={css.topBar}>
      <Link to="/" className={css.logo} aria-label={T.logoLabel}>
        <LogoMark />
        <span aria-hidden="true" className={css.logoText}>
          {T.logo}
        </span>
      </Link>
      <nav aria-label={T.mainMenu} className={css.nav}>
        <NavLink to="/" end className={css.navLink}>
          {T.home}
        </NavLink>
        <NavLink to="/overview" className={css.navLink}>
          {T.overview}
        </NavLink>
        {productsForMods(user.mods).has('prod_load_forecast') && (
          <NavLink to={IMPORT_PATH} className={css.navLink}>
            {IMPORT_TEXTS.title}
          </NavLink>
        )}
      </nav>
      <div className={css.actions}>
        <label className={css.themeSwitch}>
          <input type="checkbox" role="switch" checked={mode === 'dark'} onChange={(e) => setMode(e.target.checked ? 'dark' : 'light')} />
          {T.darkTheme}
        </label>
        <NotificationBell />
        <Menu
          trigger={
            <button type="button" className={css.avatarButton} aria-label={T.accountMenu(initials, user.name)}>
              <Avatar name={user.name} initials={initials} size="sm" />
            </button>
          }
          items={[
            { id: 'settings', label: T.settings, disabled: true },
            { id: 'logout', label: T.logout },
          ]}
          onSelect={(id) => {
            if (id === 'logout') onLogout();
          }}
        />
      </div>
    </header>
  );
}

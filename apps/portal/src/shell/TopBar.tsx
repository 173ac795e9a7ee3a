import { productsForMods, type User } from '@loadline/core';
import { Avatar, initialsOf } from '@loadline/ui';
import { NavLink, Link, useNavigate } from 'react-router';
import { useThemePreference } from '../app/ThemePreference';
import { IMPORT_PATH, IMPORT_TEXTS } from '../pages/imports/importTexts';
import { PORTAL_TEXTS } from '../texts';
import { LazyMenu } from './lazyPopups';
import { NotificationBell } from './NotificationBell';
import * as css from './shell.css';

const T = PORTAL_TEXTS.topBar;

/** Props of {@link TopBar}. */
export interface TopBarProps {
  user: User;
  /** Logout from the avatar menu. */
  onLogout: () => void;
}

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  );
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
 * has Settings (disabled) and Logout. On a phone (up to 560 px wide) it keeps to one row: Import
 * data moves into the More menu and the theme switch shows a moon for its words (still its name).
 */
export function TopBar({ user, onLogout }: TopBarProps) {
  const { mode, setMode } = useThemePreference();
  const initials = initialsOf(user.name);
  const navigate = useNavigate();
  const imports = productsForMods(user.mods).has('prod_load_forecast');
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
        {imports && (
          <NavLink to={IMPORT_PATH} className={`${css.navLink} ${css.wideOnly}`}>
            {IMPORT_TEXTS.title}
          </NavLink>
        )}
        {imports && (
          <span className={css.narrowOnly}>
            <LazyMenu
              placement="bottom-start"
              trigger={
                <button type="button" className={css.moreButton}>
                  {T.more}
                </button>
              }
              items={[{ id: 'import', label: IMPORT_TEXTS.title }]}
              onSelect={(id) => {
                if (id === 'import') void navigate(IMPORT_PATH);
              }}
            />
          </span>
        )}
      </nav>
      <div className={css.actions}>
        <label className={css.themeSwitch}>
          <input type="checkbox" role="switch" checked={mode === 'dark'} onChange={(e) => setMode(e.target.checked ? 'dark' : 'light')} />
          <span className={css.themeSwitchText}>{T.darkTheme}</span>
          <span className={css.narrowOnly}>
            <MoonIcon />
          </span>
        </label>
        <NotificationBell />
        <LazyMenu
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

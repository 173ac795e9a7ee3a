import {
  TEXT_CLEAR_ALL,
  TEXT_GRID_MANAGEMENT_IN_DEVELOPMENT,
  TEXT_NOTIFICATIONS_TITLE,
  TEXT_PAGE_NOT_FOUND,
  TEXT_SEE_JOB,
} from '@loadline/core';

/**
 * The portal's user-visible texts: verbatim from the spec where it has them (taken from core's
 * texts so every package shares one spelling), the portal's own wording otherwise.
 */
export const PORTAL_TEXTS = {
  /** Spec part 1 section 2 and part 2 section 2. */
  notFound: TEXT_PAGE_NOT_FOUND,
  /** Spec part 1 section 2 (spelling as the spec has it). */
  gridEdgePlaceholder: TEXT_GRID_MANAGEMENT_IN_DEVELOPMENT,
  /** Spec part 2 section 2: "placeholder saying content is in development". */
  renewablePlaceholder: 'Renewable Management Content In Development',
  productManagementPlaceholder: 'Product Management Content In Development',
  smartEngagementPlaceholder: 'Smart Engagement Content In Development',

  /** Sign-in (spec part 2 section 4). */
  signIn: {
    checking: 'Loading Loadline…',
    checkingDetail: 'Checking your session.',
    redirecting: 'Signing you in…',
    redirectingDetail: 'Taking you to the sign-in page.',
    completing: 'Completing sign-in…',
    failedTitle: 'Sign-in could not be completed',
    notStarted: 'This sign-in was not started in this browser, or it was already used.',
    stateMismatch: 'The answer of the sign-in page does not match the sign-in started here, so it was refused.',
    expired: 'This sign-in has expired: a sign-in must be completed within 15 minutes.',
    providerError: (detail: string) => `The sign-in page refused the sign-in: ${detail}`,
    signInAgain: 'Sign in again',
    signedOutTitle: 'You have signed out',
    signedOutDetail: 'Sign in again to use Loadline.',
    signIn: 'Sign in',
  },

  /** Top bar (spec part 1 section 1, part 2 section 1). */
  topBar: {
    logo: 'Loadline',
    logoLabel: 'Loadline home',
    home: 'Home',
    overview: 'Overview',
    mainMenu: 'Main',
    notifications: (count: number) => (count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`),
    /** Name of the avatar button: its visible initials first, so a spoken "click GA" finds it (WCAG 2.5.3 label in name). */
    accountMenu: (initials: string, name: string) => `${initials}, account menu of ${name}`,
    settings: 'Settings',
    logout: 'Logout',
    darkTheme: 'Dark theme',
    /** The phone's overflow menu of the top bar (Import data). */
    more: 'More',
    /** The skip link before the top bar (WCAG 2.4.1). */
    skipToMain: 'Skip to main content',
  },

  /** Notification panel (spec part 1 section 1). */
  notifications: {
    title: TEXT_NOTIFICATIONS_TITLE,
    clearAll: TEXT_CLEAR_ALL,
    seeJob: TEXT_SEE_JOB,
    empty: 'No new notifications.',
    loading: 'Loading notifications…',
    kinds: { positive: 'Success', neutral: 'Information', warning: 'Warning', error: 'Error' },
  },

  /** Home (spec part 2 section 1). */
  home: {
    greeting: (name: string) => `Hello, ${name}`,
    bannerTitle: 'Welcome to Loadline',
    bannerText: 'Load forecasting, dashboards, risk views, meter insights and pricing for your utility. Choose a product below.',
    modulesLabel: 'Modules',
    notInYourModules: 'Not included in your modules',
    linkNotConfigured: 'No link configured for this portal',
    opensInNewTab: '(opens in a new tab)',
  },

  // Overview's texts are in pages/overview/overviewTexts.ts.
} as const;

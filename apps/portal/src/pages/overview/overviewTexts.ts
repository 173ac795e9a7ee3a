import { TEXT_LAYOUT_SAVED, TEXT_LAYOUT_SAVE_FAILED } from '@loadline/core';

/**
 * Texts of the Overview page (spec part 1 section 2 "Home Overview"): the spec's verbatim toasts
 * for a layout save (part 2 section 8), the portal's own wording for the rest.
 */
export const OVERVIEW_TEXTS = {
  greeting: (name: string) => `Hello, ${name}`,
  pinnedCards: 'Cards pinned to Overview',
  arrangeHint: 'Drag a card by its title and resize it from its lower right corner; the layout is saved when you let go.',
  empty: 'No cards are pinned to Overview yet. Add a card to Overview from its dashboard.',
  loading: 'Loading pinned cards…',
  viewSource: 'View Source',
  viewSourceOf: (title: string) => `View Source: ${title}`,
  /** The Summary/Options view toggle of a card (spec part 1 section 2). */
  view: (title: string) => `View of ${title}`,
  summary: 'Summary',
  options: 'Options',
  /** Spec part 2 section 8. */
  layoutSaved: TEXT_LAYOUT_SAVED,
  layoutSaveFailed: TEXT_LAYOUT_SAVE_FAILED,
  loadingCard: 'Loading the card’s dashboard…',
  /** The card's dashboard or its configuration is gone (unshared, deleted). */
  dashboardUnavailable: 'This card’s dashboard or its configuration is no longer available.',
} as const;

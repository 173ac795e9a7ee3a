import {
  CREATE_ADJUSTMENT_PATH,
  exploreDashboardPath,
  forecastAdjustmentPath,
  UNSAVED_DASHBOARD_PATH,
  type ExploreObject,
  type ForecastAdjustmentCard,
} from '../model/exploreObject';

/** Event the element dispatches for "Explore in a dashboard" (bubbling, composed, cancelable). */
export const EXPLORE_EVENT = 'loadline-explore';
/** Event the element dispatches for "Create an adjustment" (bubbling, composed, cancelable). */
export const CREATE_ADJUSTMENT_EVENT = 'loadline-create-adjustment';

/** `detail` of {@link EXPLORE_EVENT}: the explore object and the portal URL the element opens unless the event is cancelled. */
export interface ForecastExploreDetail {
  object: ExploreObject;
  /** `{portal-url}/demand/load-forecast/dashboard/unsaved?object={base64}` (spec part 1 §2). */
  url: string;
}

/** `detail` of {@link CREATE_ADJUSTMENT_EVENT}: the card and the portal URL the element opens unless the event is cancelled. */
export interface ForecastCreateAdjustmentDetail {
  card: ForecastAdjustmentCard;
  /** `{portal-url}/demand/load-forecast/adjustments/create/{URL-encoded JSON of the card}` (spec part 1 §2). */
  url: string;
}

/** Opens a URL in a browsing context (`_self`, `_blank` or a name). */
export type ElementNavigate = (url: string, target: string) => void;

/** Default navigation: the page itself for `_self`, else `window.open` without an opener. */
export const navigateWindow: ElementNavigate = (url, target) => {
  if (target === '_self') window.location.assign(url);
  else window.open(url, target, 'noopener');
};

/** What {@link elementActionHandlers} needs. */
export interface ElementActionContext {
  /** The element: it dispatches the events. */
  element: HTMLElement;
  /** Base URL of the portal ('' = the page's origin), no trailing slash. */
  portalUrl: string;
  /** Browsing context of the navigation. */
  portalTarget: string;
  navigate: ElementNavigate;
}

/**
 * The card's `onExplore` and `onCreateAdjustment` for the custom element: each dispatches its
 * cancelable event ({@link EXPLORE_EVENT}, {@link CREATE_ADJUSTMENT_EVENT}) with the object or
 * card and the portal URL, and opens that URL unless a listener called `preventDefault()`, so a
 * host may route the action itself.
 *
 * @example
 * const { onExplore } = elementActionHandlers({ element, portalUrl: 'https://portal.example', portalTarget: '_blank', navigate: navigateWindow });
 */
export function elementActionHandlers({ element, portalUrl, portalTarget, navigate }: ElementActionContext) {
  const fire = <D extends { url: string }>(type: string, detail: D) => {
    const proceed = element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
    if (proceed) navigate(detail.url, portalTarget);
  };
  return {
    onExplore: (object: ExploreObject) =>
      fire<ForecastExploreDetail>(EXPLORE_EVENT, { object, url: exploreDashboardPath(object, `${portalUrl}${UNSAVED_DASHBOARD_PATH}`) }),
    onCreateAdjustment: (card: ForecastAdjustmentCard) =>
      fire<ForecastCreateAdjustmentDetail>(CREATE_ADJUSTMENT_EVENT, { card, url: forecastAdjustmentPath(card, `${portalUrl}${CREATE_ADJUSTMENT_PATH}`) }),
  };
}

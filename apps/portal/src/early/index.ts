import { earlyProductOf, earlyScreenOf, startEarlyCalls } from './earlyCalls';
import { preloadScreen } from './earlyScreens';
import { startEarlySession } from './earlySession';
import { browserGrantStorage, grantedProducts, mayPrefetchProduct } from './grantedProducts';

// Runs before the portal's entry script (index.html lists it first): see earlySession.ts,
// earlyCalls.ts and earlyScreens.ts. The session check goes first: every screen waits for it.
// Storage or crypto refused (a locked-down browser): the session hook starts the sign-in itself.
try {
  startEarlySession(window.location, { storage: window.localStorage, now: Date.now }, crypto.randomUUID());
} catch {
  // the hook asks, and reports what fails
}
// A product's data and code only when the last signed-in user's modules granted it (grantedProducts.ts).
if (mayPrefetchProduct(earlyProductOf(window.location.pathname), grantedProducts(browserGrantStorage()))) {
  startEarlyCalls(window.location.pathname);
  preloadScreen(earlyScreenOf(window.location.pathname));
}

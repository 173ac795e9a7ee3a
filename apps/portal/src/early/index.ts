import { earlyCallsOf, earlyProductOf, earlyScreenOf, startEarlyCalls } from './earlyCalls';
import { preloadScreen } from './earlyScreens';
import { followEarlySignIn, sessionCheckUrl, startEarlySession } from './earlySession';
import { browserGrantStorage, grantedProducts, mayPrefetchProduct } from './grantedProducts';

// Runs before the portal's entry script (index.html lists it first): see earlySession.ts,
// earlyCalls.ts and earlyScreens.ts. The session check goes first: every screen waits for it.
// Storage or crypto refused (a locked-down browser): the session hook starts the sign-in itself.
try {
  const pending = startEarlySession(window.location, { storage: window.localStorage, now: Date.now }, crypto.randomUUID());
  // Signed out: straight to the sign-in page, without waiting for the portal's code.
  const check = pending && earlyCallsOf(window as unknown as Record<string, unknown>).get(sessionCheckUrl(pending));
  if (check) void followEarlySignIn(check.response, (url) => window.location.assign(url));
} catch {
  // the hook asks, and reports what fails
}
// A product's data and code only when the last signed-in user's modules granted it (grantedProducts.ts).
if (mayPrefetchProduct(earlyProductOf(window.location.pathname), grantedProducts(browserGrantStorage()))) {
  startEarlyCalls(window.location.pathname);
  preloadScreen(earlyScreenOf(window.location.pathname));
}

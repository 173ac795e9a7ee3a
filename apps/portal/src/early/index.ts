import { earlyScreenOf, startEarlyCalls } from './earlyCalls';
import { preloadScreen } from './earlyScreens';

// Runs before the portal's entry script (index.html lists it first): see earlyCalls.ts and earlyScreens.ts.
startEarlyCalls(window.location.pathname);
preloadScreen(earlyScreenOf(window.location.pathname));

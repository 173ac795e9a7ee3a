import { startEarlyCalls } from './earlyCalls';

// Runs before the portal's entry script (index.html lists it first): see earlyCalls.ts.
startEarlyCalls(window.location.pathname);

// Size check entry (root .size-limit.json): what a host pays for the forecast card.
export { ForecastCard } from '../dist/index.js';

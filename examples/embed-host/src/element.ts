import { defineForecastCardElement } from '@loadline/forecasts/element';

// Registers <loadline-forecast-card>; its styles travel inside its shadow root.
defineForecastCardElement();

const chosen = document.getElementById('chosen');
document.addEventListener('loadline-forecast-select', (event) => {
  const { market, processTime } = (event as CustomEvent<{ market: string; processTime: string }>).detail;
  if (chosen) chosen.textContent = `Chosen: ${market} forecast of ${processTime}`;
});

import '@loadline/ui/style.css';
import '@loadline/forecasts/style.css';
import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { ForecastCard } from '@loadline/forecasts';
import { createRoot } from 'react-dom/client';
import { referenceApiForecasts } from './referenceApi';

// The embed (README): the provider with an HTTP adapter on the host's API, and the live card.
const source = { market: 'COAST', configId: 'ercot-power-short-term', category: 'shortTermForecast', query: referenceApiForecasts.forCategory('shortTermForecast') } as const;
createRoot(document.getElementById('root') as HTMLElement).render(
  <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api', batchQueries: true })}>
    <ForecastCard source={source} unit="MWh" timeZone="America/Chicago" />
  </LoadlineProvider>,
);

import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { ForecastCard, exploreDashboardPath, forecastAdjustmentPath } from '@loadline/forecasts';

/** The newest COAST short-term forecast of the host's API, its options menu routed by the host. */
export function CoastForecast({ navigate }: { navigate: (path: string) => void }) {
  return (
    <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api' })}>
      <ForecastCard
        source={{ market: 'COAST', configId: 'ercot-power-short-term', category: 'shortTermForecast' }}
        onExplore={(object) => navigate(exploreDashboardPath(object))}
        onCreateAdjustment={(card) => navigate(forecastAdjustmentPath(card))}
      />
    </LoadlineProvider>
  );
}

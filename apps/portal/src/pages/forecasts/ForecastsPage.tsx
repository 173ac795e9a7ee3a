import { AvailableForecasts, exploreDashboardPath, forecastAdjustmentPath, type ForecastMapeSource } from '@loadline/forecasts';
import { useNavigate } from 'react-router';
import * as app from '../../app/app.css';
import { referenceForecastQuery } from './referenceForecastQuery';

/**
 * The stored MAPE of the reference API's runs (`ercot_forecast_mape`, forecast rows): each card
 * shows its day-ahead MAPE and hours (hour ending, as ERCOT reports them) and the full run's.
 */
const REFERENCE_MAPE: ForecastMapeSource = {
  datasource: 'ercot_forecast_mape', metric: 'mape', marketColumn: 'market', processTimeColumn: 'processTime', typeColumn: 'mapeType', forecastValue: 'forecast',
  scope: { scopeColumn: 'mapeScope', scoredFromColumn: 'scoredFrom', scoredToColumn: 'scoredTo', hoursMetric: 'hours', fullHorizonMetric: 'mapeFullHorizon', fullHorizonHoursMetric: 'hoursFullHorizon' },
};

/**
 * Available Forecasts (spec part 1 section 2, route /demand/load-forecast/forecasts): the page
 * title, the Short Term and Long Term tabs of the load forecast config items (read from the API
 * through the core hooks), LEVEL and MARKETS filters and the forecast cards of the reference
 * API's `ercot_load` table. Explore in a dashboard opens
 * /demand/load-forecast/dashboard/unsaved?object=…; Create an adjustment opens
 * /demand/load-forecast/adjustments/create/{card}.
 * Each card shows its run's stored MAPE (REFERENCE_MAPE).
 */
export function ForecastsPage() {
  const navigate = useNavigate();
  return (
    <main className={app.page}>
      <AvailableForecasts
        forecastQuery={referenceForecastQuery.forLevel}
        mape={REFERENCE_MAPE}
        hourEnding
        onExplore={(object) => void navigate(exploreDashboardPath(object))}
        onCreateAdjustment={(card) => void navigate(forecastAdjustmentPath(card))}
      />
    </main>
  );
}

import { referenceDashboardMapping } from '@loadline/dashboard/testing';
import { AvailableForecasts, exploreDashboardPath, forecastAdjustmentPath } from '@loadline/forecasts';
import { useNavigate } from 'react-router';
import * as app from '../../app/app.css';
import { referenceForecastQuery } from './referenceForecastQuery';

/**
 * Available Forecasts (spec part 1 section 2, route /demand/load-forecast/forecasts): the page
 * title, the Short Term and Long Term tabs of the load forecast config items (read from the API
 * through the core hooks), LEVEL and MARKETS filters and the forecast cards of the reference
 * API's `ercot_load` table. Explore in a dashboard opens
 * /demand/load-forecast/dashboard/unsaved?object=…; Create an adjustment opens
 * /demand/load-forecast/adjustments/create/{card}.
 * Each card shows its run's stored MAPE (`ercot_forecast_mape`, forecast rows, as the reference
 * mapping names it): its day-ahead MAPE and hours (hour ending, as ERCOT reports them) and the full run's.
 */
export function ForecastsPage() {
  const navigate = useNavigate();
  return (
    <main className={app.page}>
      <AvailableForecasts
        forecastQuery={referenceForecastQuery.forLevel}
        mape={referenceDashboardMapping.mape ?? undefined}
        hourEnding
        onExplore={(object) => void navigate(exploreDashboardPath(object))}
        onCreateAdjustment={(card) => void navigate(forecastAdjustmentPath(card))}
      />
    </main>
  );
}

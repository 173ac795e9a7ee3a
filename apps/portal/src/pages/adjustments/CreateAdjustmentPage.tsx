import { CreateAdjustment, parseForecastParam, type AdjustableForecast } from '@loadline/adjustments';
import { useConfigItems, useForecastSummaries } from '@loadline/core/react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as app from '../../app/app.css';
import { referenceForecastQuery } from '../forecasts/referenceForecastQuery';

const BASE = '/demand/load-forecast/adjustments';

/**
 * Create adjustment (spec part 1 section 2, routes /demand/load-forecast/adjustments/create and
 * .../create/{forecast}): the form with the short-term forecast runs of the reference API's
 * `ercot_load` (5 newest per market) in its picker, the card of the route chosen when one is
 * given (a bad one leaves the picker empty). Cancel goes back to the list; a created adjustment
 * opens its editor route.
 */
export function CreateAdjustmentPage() {
  const navigate = useNavigate();
  const { forecast: param } = useParams();
  const { data: configs } = useConfigItems();
  const config = configs?.find((c) => c.category.name === 'shortTermForecast');
  const datasource = config?.datasource;
  const summaries = useForecastSummaries(
    datasource ? { datasource, category: 'shortTermForecast', ...referenceForecastQuery.forCategory('shortTermForecast') } : null,
  );
  const forecasts = useMemo<AdjustableForecast[]>(
    () => (config ? (summaries.data ?? []).map((s) => ({ configId: config.configId, market: s.market, processTime: s.processTime, from: s.from, to: s.to })) : []),
    [config, summaries.data],
  );
  const fromCard = useMemo(() => parseForecastParam(param), [param]);
  return (
    <main className={app.page}>
      <CreateAdjustment
        forecasts={forecasts}
        loadingForecasts={!configs || summaries.isPending}
        defaultForecast={fromCard}
        onCancel={() => void navigate(BASE)}
        onCreated={(id) => void navigate(`${BASE}/${encodeURIComponent(id)}`)}
      />
    </main>
  );
}

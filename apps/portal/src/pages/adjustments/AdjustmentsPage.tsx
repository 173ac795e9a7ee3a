import { AdjustmentList, adjustmentsTexts } from '@loadline/adjustments';
import { useConfigItems } from '@loadline/core/react';
import { useNavigate } from 'react-router';
import * as app from '../../app/app.css';

const BASE = '/demand/load-forecast/adjustments';

/**
 * The adjustment list (spec part 1 section 2, route /demand/load-forecast/adjustments): the
 * adjustments of the short-term load forecast config item (the first one the API lists), tabs
 * Drafts and Approved, 5 a page with Load More. Add New Adjustment opens
 * /demand/load-forecast/adjustments/create; an adjustment opens its editor route.
 */
export function AdjustmentsPage() {
  const navigate = useNavigate();
  const { data: configs, isPending, error } = useConfigItems();
  const configId = configs?.find((c) => c.category.name === 'shortTermForecast')?.configId;
  return (
    <main className={app.page}>
      {configId ? (
        <AdjustmentList configId={configId} onCreate={() => void navigate(`${BASE}/create`)} onOpen={(id) => void navigate(`${BASE}/${encodeURIComponent(id)}`)} />
      ) : (
        <section aria-busy={isPending ? 'true' : 'false'}>
          <h1>{adjustmentsTexts.listTitle}</h1>
          {!isPending && <p role={error ? 'alert' : undefined}>{error ? error.message : adjustmentsTexts.noItems}</p>}
        </section>
      )}
    </main>
  );
}

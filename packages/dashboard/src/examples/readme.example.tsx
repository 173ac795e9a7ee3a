import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { DashboardView, type DashboardDataMapping } from '@loadline/dashboard';
import { ThemeProvider, ToastProvider } from '@loadline/ui';

// How the host's backend holds load: one `demand` table, kinds told apart by `kind`, forecast runs by `vintage`.
const mapping: DashboardDataMapping = {
  load: { datasource: 'demand', metric: 'mwh', kinds: { column: 'kind', values: { actual: 'ACT', forecast: 'FCST' } }, processTimeColumn: 'vintage' },
  marketColumn: 'zone',
};

/** A full dashboard editor (series, filters, dates, cards; Save, Copy, Share, Delete) on the host's API. */
export function HostDashboard({ dashboardId, open }: { dashboardId: string; open: (id: string) => void }) {
  return (
    <ThemeProvider theme="light">
      <ToastProvider>
        <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api' })}>
          <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId={dashboardId} mapping={mapping} onOpenDashboard={open} />
        </LoadlineProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

import '@loadline/ui/style.css';
import '@loadline/dashboard/style.css';
import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { DashboardView } from '@loadline/dashboard';
import { ThemeProvider, ToastProvider } from '@loadline/ui';
import { createRoot } from 'react-dom/client';
import { referenceDashboardMapping } from '@loadline/dashboard/testing';

// The embed (README): a full dashboard editor on the host's API; the id lives in the host's URL.
const dashboardId = new URLSearchParams(location.search).get('dashboard') ?? 'unsaved';
createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme="light">
    <ToastProvider>
      <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api', batchQueries: true })}>
        <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId={dashboardId} mapping={referenceDashboardMapping} onOpenDashboard={(id) => location.assign(`?dashboard=${id}`)} />
      </LoadlineProvider>
    </ToastProvider>
  </ThemeProvider>,
);

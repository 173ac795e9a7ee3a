import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { Calculations, Configurations, JobStatus } from '@loadline/pricing';
import { ThemeProvider, ToastProvider } from '@loadline/ui';

/** Retail pricing on the host's API: configuration tables, calculations (import, run) and the job table. */
export function HostPricing({ page, userName, go }: { page: 'configurations' | 'calculations' | 'jobs'; userName: string; go: (page: string) => void }) {
  return (
    <ThemeProvider theme="light">
      <ToastProvider>
        <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api' })}>
          {page === 'configurations' ? <Configurations defaultTable="products" /> : null}
          {page === 'calculations' ? <Calculations userName={userName} onViewJobs={() => go('jobs')} /> : null}
          {page === 'jobs' ? <JobStatus onRerun={() => go('calculations')} /> : null}
        </LoadlineProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

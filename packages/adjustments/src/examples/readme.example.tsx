import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { AdjustmentEditor, AdjustmentList } from '@loadline/adjustments';
import { ThemeProvider, ToastProvider } from '@loadline/ui';

/** The adjustments of a short-term forecast config: the list, or the editor of the one opened. */
export function HostAdjustments({ configId, adjustmentId, go }: { configId: string; adjustmentId: string | null; go: (path: string) => void }) {
  return (
    <ThemeProvider theme="light">
      <ToastProvider>
        <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api' })}>
          {adjustmentId === null
            ? <AdjustmentList configId={configId} onCreate={() => go('adjustments/create')} onOpen={(id) => go(`adjustments/${id}`)} />
            : <AdjustmentEditor adjustmentId={adjustmentId} />}
        </LoadlineProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

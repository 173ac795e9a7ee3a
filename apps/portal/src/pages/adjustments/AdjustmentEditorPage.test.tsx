import type { Adjustment, DataAdapter } from '@loadline/core';
import { screen, waitFor } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/renderPortal';
import { AdjustmentEditorPage } from './AdjustmentEditorPage';

const params = vi.hoisted(() => ({ id: 'adj-7' as string | undefined }));
vi.mock('react-router', async (actual) => ({ ...(await actual<typeof ReactRouter>()), useParams: () => params }));

const ADJUSTMENT: Adjustment = {
  adjustmentId: 'adj-7', name: 'Heat wave COAST', configId: 'ercot-power-short-term', market: 'COAST', processTime: '2024-07-01T06:00:00Z',
  dateRange: { from: '2024-07-02', to: '2024-07-02' }, timezone: 'America/Chicago', isHourEnding: true, status: 'draft', versions: [],
  summary: Array.from({ length: 24 }, (_, i) => ({ timestamp: new Date(Date.parse('2024-07-02T05:00:00Z') + i * 3_600_000).toISOString(), forecast: 1000 + i, adjustedForecast: 1000 + i })),
};

describe('Adjustment editor route (spec part 1 section 2)', () => {
  it('opens the editor of the adjustment of the route', async () => {
    const get = vi.fn(async (_id: string) => ADJUSTMENT);
    const fake = { adjustments: { get, audit: vi.fn(async () => []) }, auth: { redirect: vi.fn(async () => ({ url: '/login' })) } } as unknown as Partial<DataAdapter>;
    renderPortal(<AdjustmentEditorPage />, { adapter: fake, path: '/demand/load-forecast/adjustments/adj-7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heat wave COAST' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('adj-7', expect.anything()));
    expect(await screen.findByText(/24 of 24 rows shown/)).toBeInTheDocument();
  });
});

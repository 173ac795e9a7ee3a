/// <reference types="@testing-library/jest-dom/vitest" />
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LineChart } from '../LineChart/LineChart';
import type { ChartSeries } from '../types';
import { ChartSyncGroup, createChartSyncStore } from './ChartSync';

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const t0 = Date.UTC(2024, 6, 1, 5);
const load: ChartSeries = { id: 'l', label: 'Load', axis: 'primary', unit: 'MW', points: { x: [t0, t0 + 3_600_000], y: [100, 200] } };

describe('chart sync store', () => {
  it('notifies subscribers of a new crosshair time only when it changes, until they leave', () => {
    const store = createChartSyncStore();
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.set(5);
    store.set(5);
    expect(store.get()).toBe(5);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a host drive the crosshair of the charts in a group', () => {
    const store = createChartSyncStore();
    render(<ChartSyncGroup store={store}><LineChart title="Load" series={[load]} timeZone="America/Chicago" hourConvention="hour-ending" width={500} /></ChartSyncGroup>);
    act(() => store.set(t0 + 3_600_000));
    expect(screen.getByText('Load: 200 MW')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('img'), { key: 'Home' });
    expect(store.get()).toBe(t0);
  });
});

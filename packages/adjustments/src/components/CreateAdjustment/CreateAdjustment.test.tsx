import '@testing-library/jest-dom/vitest';
import type { CreateAdjustmentRequestInput } from '@loadline/core';
import { ToastProvider, createToastQueue } from '@loadline/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdjustableForecast } from '../../model/createAdjustmentForm';
import { StoryProvider } from '../../stories/storyAdapter';
import { adjustmentsTexts } from '../../texts';
import { CreateAdjustment } from './CreateAdjustment';

const RUN: AdjustableForecast = { configId: 'cfg-ercot-forecast', market: 'ERCOT', processTime: '2019-07-02T11:00:00Z', from: '2019-07-03', to: '2019-07-03' };

function setup(create: (body: CreateAdjustmentRequestInput) => Promise<{ adjustmentId: string }>, defaultForecast: AdjustableForecast | null = null) {
  const queue = createToastQueue();
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  const spy = vi.fn(create);
  render(
    <ToastProvider queue={queue}>
      <StoryProvider adapt={(a) => ({ ...a, adjustments: { ...a.adjustments, create: spy } })}>
        <CreateAdjustment forecasts={[RUN]} defaultForecast={defaultForecast} onCancel={onCancel} onCreated={onCreated} />
      </StoryProvider>
    </ToastProvider>,
  );
  const toasts = () => queue.getSnapshot().map((toast) => toast.title);
  return { spy, onCreated, onCancel, toasts };
}

describe('CreateAdjustment', () => {
  it('shows what is missing on Accept and sends nothing', async () => {
    const { spy } = setup(async () => ({ adjustmentId: 'x' }));
    await userEvent.type(screen.getByLabelText(adjustmentsTexts.name), '   ');
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.accept }));
    expect(screen.getByText(adjustmentsTexts.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('A forecast must be selected')).toBeInTheDocument();
    expect(screen.getByLabelText(adjustmentsTexts.name)).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it("creates the adjustment of the card's forecast with the trimmed name, toasts 'Adjustment Created'", async () => {
    const { spy, onCreated, toasts } = setup(async () => ({ adjustmentId: 'adj-9' }), RUN);
    await userEvent.type(screen.getByLabelText(adjustmentsTexts.name), '  July 3 heat ');
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.accept }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('adj-9'));
    expect(spy.mock.calls[0]?.[0]).toEqual({
      name: 'July 3 heat', configId: 'cfg-ercot-forecast', market: 'ERCOT', processTime: '2019-07-02T11:00:00Z',
      dateRange: { from: '2019-07-03', to: '2019-07-03' }, summary: [], timezone: 'America/Chicago', isHourEnding: true,
    });
    expect(toasts()).toEqual(['Adjustment Created']);
  });

  it("toasts 'Error creating adjustment' when the call fails; Reset empties the form; Cancel calls onCancel", async () => {
    const { onCreated, onCancel, toasts } = setup(async () => Promise.reject(new Error('500')), RUN);
    await userEvent.type(screen.getByLabelText(adjustmentsTexts.name), 'Outage');
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.accept }));
    await waitFor(() => expect(toasts()).toEqual(['Error creating adjustment']));
    expect(onCreated).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.reset }));
    expect(screen.getByLabelText(adjustmentsTexts.name)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

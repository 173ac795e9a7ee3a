/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineHttpError } from '@loadline/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORY_CONFIG_ID, StoryProvider } from '../../stories/storyAdapter';
import { adjustmentsTexts } from '../../texts';
import { AdjustmentList } from './AdjustmentList';

const names = () => screen.queryAllByRole('button').filter((b) => b.getAttribute('data-ll-part') === 'adjustment-item').map((b) => b.querySelector('[data-ll-part="adjustment-name"]')?.textContent);

describe('AdjustmentList', () => {
  it('lists drafts 5 a page, newest first, with Load More while a full page came back', async () => {
    const onOpen = vi.fn();
    render(<StoryProvider><AdjustmentList configId={STORY_CONFIG_ID} onCreate={() => {}} onOpen={onOpen} /></StoryProvider>);
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(names()[0]).toBe('Weekend economic slowdown');
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.loadMore }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: adjustmentsTexts.loadMore })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Coastal storm outage/ }));
    expect(onOpen).toHaveBeenCalledWith('adj-2');
  });

  it('shows the approved adjustments under Approved, and Add New Adjustment calls onCreate', async () => {
    const onCreate = vi.fn();
    render(<StoryProvider><AdjustmentList configId={STORY_CONFIG_ID} onCreate={onCreate} onOpen={() => {}} /></StoryProvider>);
    await userEvent.click(screen.getByRole('tab', { name: adjustmentsTexts.approved }));
    await waitFor(() => expect(names()).toEqual(['Approved heat wave uplift']));
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: adjustmentsTexts.loadMore })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: adjustmentsTexts.addNew }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it("says 'No items found' when a tab has none, and shows a failed page's error state with Retry", async () => {
    const { unmount } = render(<StoryProvider adjustments={[]}><AdjustmentList configId={STORY_CONFIG_ID} onCreate={() => {}} onOpen={() => {}} /></StoryProvider>);
    expect(await screen.findByText('No items found')).toBeTruthy();
    unmount();
    let fail = true;
    const failing = (a: Parameters<NonNullable<Parameters<typeof StoryProvider>[0]['adapt']>>[0]) => ({
      ...a,
      adjustments: { ...a.adjustments, list: (...args: Parameters<typeof a.adjustments.list>) => (fail ? Promise.reject(new LoadlineHttpError(500, 'Something went wrong', 'req-51a0')) : a.adjustments.list(...args)) },
    });
    render(<StoryProvider adapt={failing}><AdjustmentList configId={STORY_CONFIG_ID} onCreate={() => {}} onOpen={() => {}} /></StoryProvider>);
    const alert = await screen.findByRole('alert', { name: 'Adjustments could not be loaded' });
    expect(alert).toHaveTextContent('500 Internal Server Error');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Request id: req-51a0');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

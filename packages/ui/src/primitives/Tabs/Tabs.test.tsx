import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';
import { nextTabIndex } from './useTabs';

const tabs = [
  { id: 'short', label: 'Short Term', content: 'short panel' },
  { id: 'long', label: 'Long Term', content: 'long panel' },
  { id: 'risk', label: 'Risk', content: 'risk panel', disabled: true },
  { id: 'cluster', label: 'Cluster', content: 'cluster panel' },
];

describe('Tabs', () => {
  it('arrows move and select, skipping disabled tabs and wrapping; panel follows', async () => {
    const onValueChange = vi.fn();
    render(<Tabs aria-label="Forecasts" tabs={tabs} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Forecasts' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Short Term' })).toHaveTextContent('short panel');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Short Term' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cluster' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cluster' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('cluster panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Short Term' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('cluster');
  });

  it('has one tab stop; Tab moves into the panel', async () => {
    render(<Tabs aria-label="Forecasts" tabs={tabs} defaultValue="long" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Long Term' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('manual activation selects on Enter only', async () => {
    render(<Tabs aria-label="Forecasts" tabs={tabs} activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Long Term' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Long Term' })).toHaveAttribute('aria-selected', 'true');
  });

  it('nextTabIndex handles Home, End and no enabled tabs', () => {
    expect(nextTabIndex(tabs, 3, 'Home')).toBe(0);
    expect(nextTabIndex(tabs, 0, 'ArrowLeft')).toBe(3);
    expect(nextTabIndex([{ id: 'a', disabled: true }], 0, 'End')).toBeNull();
    expect(nextTabIndex(tabs, 0, 'x')).toBeNull();
  });
});

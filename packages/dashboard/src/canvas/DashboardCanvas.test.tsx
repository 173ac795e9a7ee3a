import { cardSchema } from '@loadline/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardCanvas, stackedLayout } from './DashboardCanvas';

const cards = [
  cardSchema.parse({ id: 'a', title: 'Load', layout: { x: 0, y: 0, w: 6, h: 2 } }),
  cardSchema.parse({ id: 'b', title: 'Weather', layout: { x: 6, y: 0, w: 6, h: 2 } }),
];

describe('DashboardCanvas', () => {
  it('places every card in its own grid cell', () => {
    render(<DashboardCanvas cards={cards} renderCard={(c) => <p>{c.title}</p>} />);
    expect(screen.getByText('Load').closest('[data-grid-item]')?.getAttribute('data-grid-item')).toBe('a');
    expect(screen.getByText('Weather').closest('[data-grid-item]')?.getAttribute('data-grid-item')).toBe('b');
  });

  it('shows the empty text when there are no cards', () => {
    render(<DashboardCanvas cards={[]} renderCard={() => null} emptyText="Add a time series to start monitoring your metrics" />);
    expect(screen.getByText('Add a time series to start monitoring your metrics')).toBeTruthy();
  });

  it('makes cards resizable only when the caller takes layout changes', () => {
    const { container, rerender } = render(<DashboardCanvas cards={cards} renderCard={(c) => <p>{c.title}</p>} />);
    expect(container.querySelectorAll('.react-grid-item.react-resizable-hide')).toHaveLength(2);
    rerender(<DashboardCanvas cards={cards} renderCard={(c) => <p>{c.title}</p>} onLayoutChange={() => undefined} />);
    expect(container.querySelectorAll('.react-grid-item.react-resizable-hide')).toHaveLength(0);
  });

  it('stacks the cards of a narrow canvas at full width in reading order, each keeping its height', () => {
    const grid = [
      cardSchema.parse({ id: 'summary', title: 'Summary', layout: { x: 8, y: 0, w: 4, h: 2 } }),
      cardSchema.parse({ id: 'bars', title: 'Daily', layout: { x: 0, y: 2, w: 12, h: 3 } }),
      cardSchema.parse({ id: 'line', title: 'Load', layout: { x: 0, y: 0, w: 8, h: 2 } }),
    ];
    expect(stackedLayout(grid)).toEqual([
      { i: 'line', x: 0, y: 0, w: 12, h: 2 },
      { i: 'summary', x: 0, y: 2, w: 12, h: 2 },
      { i: 'bars', x: 0, y: 4, w: 12, h: 3 },
    ]);
  });
});

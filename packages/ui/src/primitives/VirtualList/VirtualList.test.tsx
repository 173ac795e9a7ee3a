import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList } from './VirtualList';

const rows = (n: number) => Array.from({ length: n }, (_, i) => `Zone ${i + 1}`);
const renderRow = (z: string) => <div role="listitem">{z}</div>;

describe('VirtualList', () => {
  it('renders every row up to the threshold', () => {
    render(<VirtualList items={rows(10)} role="list" aria-label="Zones" renderItem={renderRow} />);
    const list = screen.getByRole('list', { name: 'Zones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list.parentElement).toHaveAttribute('data-virtual', 'false');
  });

  it('above the threshold renders only a window of rows in a viewport of at least minHeight', () => {
    render(<VirtualList items={rows(5000)} role="list" aria-label="Zones" renderItem={renderRow} itemSize={30} minHeight={200} />);
    const list = screen.getByRole('list', { name: 'Zones' });
    const shown = within(list).getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toHaveTextContent('Zone 1');
    expect(list).toHaveStyle({ height: `${5000 * 30}px` });
    const viewport = list.parentElement!;
    expect(viewport).toHaveAttribute('data-virtual', 'true');
    expect(viewport).toHaveAttribute('tabindex', '0');
    expect(parseInt(viewport.style.height, 10)).toBeGreaterThanOrEqual(200);
  });

  it('honours a custom threshold', () => {
    render(<VirtualList items={rows(4)} threshold={3} role="list" aria-label="Zones" renderItem={renderRow} />);
    expect(screen.getByRole('list').parentElement).toHaveAttribute('data-virtual', 'true');
  });
});

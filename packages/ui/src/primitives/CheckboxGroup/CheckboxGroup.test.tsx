import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';
import { clearAllShown, filterOptions, selectAllShown } from './useCheckboxGroup';

const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `z${i + 1}`, label: `Zone ${i + 1}` }));

describe('CheckboxGroup', () => {
  it('up to 10 options: plain checkboxes, no search, toggled with Space', async () => {
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="EDC" options={opts(10)} onValueChange={onValueChange} />);
    const group = screen.getByRole('group', { name: 'EDC' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select all' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Zone 1' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(['z1']);
  });

  it('above 10: search narrows, Select all and Clear all act on what is shown, list is virtual', async () => {
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="Load zone" options={opts(200)} defaultValue={['z150']} onValueChange={onValueChange} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeLessThan(200);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Load zone' }), 'Zone 1');
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    const picked = onValueChange.mock.lastCall?.[0] as string[];
    // Zone 1, 10-19, 100-199 match 'Zone 1' (111 options) plus the z150 already picked.
    expect(picked).toHaveLength(111);
    expect(picked).toContain('z1');
    expect(picked).not.toContain('z2');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'Zone 19');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const after = onValueChange.mock.lastCall?.[0] as string[];
    expect(after).not.toContain('z19');
    expect(after).not.toContain('z190');
    expect(after).toContain('z1');
  });

  it('shows the empty text and the loading state', () => {
    const { rerender } = render(<CheckboxGroup label="Market" options={[]} />);
    expect(screen.getByText('No Options Available')).toBeInTheDocument();
    rerender(<CheckboxGroup label="Market" options={opts(3)} loading />);
    expect(screen.getByRole('group', { name: 'Market' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('pure helpers keep option order and skip disabled options', () => {
    const o = [...opts(3), { value: 'x', label: 'Zone x', disabled: true }];
    expect(filterOptions(o, ' zone 2 ').map((x) => x.value)).toEqual(['z2']);
    expect(selectAllShown(o, o, ['z3'])).toEqual(['z1', 'z2', 'z3']);
    expect(clearAllShown(o, ['z1', 'x'])).toEqual(['x']);
  });
});

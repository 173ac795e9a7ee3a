import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateBoundPicker } from './DateBoundPicker';
import { addDays, resolveDateBound, type DateBound } from './dateBound';

const rel: DateBound = { quantity: -11, multiplier: 'days', identifier: 'today', dateType: 'relative', value: '2026-11-01' };

describe('DateBoundPicker', () => {
  it('is named Start (Relative) and switches to Start (Fixed), keeping the fixed date', async () => {
    const onValueChange = vi.fn();
    render(<DateBoundPicker edge="start" defaultValue={rel} onValueChange={onValueChange} anchors={{ today: '2026-11-21' }} />);
    expect(screen.getByRole('group', { name: 'Start (Relative)' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fixed' }));
    expect(screen.getByRole('group', { name: 'Start (Fixed)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-01');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...rel, dateType: 'fixed' });
  });

  it('edits the quantity and the identifier of a relative bound', async () => {
    const onValueChange = vi.fn();
    render(<DateBoundPicker edge="end" defaultValue={{ ...rel, quantity: 0 }} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'End (Relative)' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Days' }), { target: { value: '-3' } });
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: -3 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'From' }));
    await userEvent.click(screen.getByRole('option', { name: 'End of data' }));
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ identifier: 'endData', quantity: -3 }));
  });

  it('shows the date the host charts (e.g. clamped to the data) rather than its own preview', () => {
    render(<DateBoundPicker edge="start" value={rel} anchors={{ today: '2026-11-21' }} resolved="2025-09-01" />);
    expect(screen.getByText('2025-09-01')).toBeInTheDocument();
    expect(screen.queryByText('2026-11-10')).not.toBeInTheDocument();
  });

  it('resolves bounds by calendar days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(resolveDateBound({ ...rel, identifier: 'endData', quantity: 2 }, { today: '2026-11-21', endData: '2026-12-30' })).toBe('2027-01-01');
    expect(resolveDateBound({ ...rel, identifier: 'startData', quantity: 0 }, { today: '2026-11-21' })).toBe('2026-11-21');
    expect(resolveDateBound({ ...rel, dateType: 'fixed' }, { today: '2026-11-21' })).toBe('2026-11-01');
    expect(() => addDays('11/21/2026', 1)).toThrow(RangeError);
  });
});

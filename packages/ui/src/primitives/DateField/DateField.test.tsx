import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { DateField, isCompleteDate } from './DateField';

it('is a labelled date input reporting ISO dates', () => {
  const onValueChange = vi.fn();
  render(<DateField label="Start Date" defaultValue="2026-11-01" onValueChange={onValueChange} min="2026-01-01" />);
  const input = screen.getByLabelText('Start Date');
  expect(input).toHaveAttribute('type', 'date');
  expect(input).toHaveValue('2026-11-01');
  expect(input).toHaveAttribute('min', '2026-01-01');
  fireEvent.change(input, { target: { value: '2026-11-05' } });
  expect(onValueChange).toHaveBeenCalledWith('2026-11-05');
  expect(input).toHaveValue('2026-11-05');
});

it('shows an error and a disabled state', () => {
  const { rerender } = render(<DateField label="Start Date" error="No date range set" />);
  expect(screen.getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('No date range set');
  rerender(<DateField label="Start Date" disabled />);
  expect(screen.getByLabelText('Start Date')).toBeDisabled();
});

it('reports a typed date once its year is whole, not the partial years the browser reports while it is typed (08152025)', () => {
  const onValueChange = vi.fn();
  render(<DateField label="Start Date" defaultValue="2019-07-01" onValueChange={onValueChange} />);
  const input = screen.getByLabelText('Start Date');
  for (const partial of ['0002-08-15', '0020-08-15', '0202-08-15']) {
    fireEvent.change(input, { target: { value: partial } });
    expect(input).toHaveValue(partial);
  }
  expect(onValueChange).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: '2025-08-15' } });
  expect(onValueChange).toHaveBeenCalledTimes(1);
  expect(onValueChange).toHaveBeenCalledWith('2025-08-15');
  expect(isCompleteDate('2025-02-30')).toBe(false);
  expect(isCompleteDate('')).toBe(true);
});

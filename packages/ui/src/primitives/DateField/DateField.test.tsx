import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { DateField } from './DateField';

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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { HourConventionSwitch } from './HourConventionSwitch';

it('offers Hour Beginning and Hour Ending and reports hour ending as a boolean', async () => {
  const onValueChange = vi.fn();
  render(<HourConventionSwitch onValueChange={onValueChange} />);
  expect(screen.getByRole('radiogroup', { name: 'Hour Beginning/Hour Ending' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Hour Ending' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Hour Beginning' }));
  expect(onValueChange).toHaveBeenLastCalledWith(false);
  await userEvent.keyboard('{ArrowRight}');
  expect(onValueChange).toHaveBeenLastCalledWith(true);
});

it('follows a controlled value', () => {
  const { rerender } = render(<HourConventionSwitch value={false} />);
  expect(screen.getByRole('radio', { name: 'Hour Beginning' })).toBeChecked();
  rerender(<HourConventionSwitch value />);
  expect(screen.getByRole('radio', { name: 'Hour Ending' })).toBeChecked();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'load', label: 'Load' },
  { value: 'meterCount', label: 'Meter Count' },
  { value: 'weather', label: 'Weather' },
];

it('is a named radiogroup; arrows move and choose', async () => {
  const onValueChange = vi.fn();
  render(<SegmentedControl label="Type" options={options} onValueChange={onValueChange} />);
  expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Load' })).toBeChecked();
  await userEvent.tab();
  expect(screen.getByRole('radio', { name: 'Load' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Meter Count' })).toBeChecked();
  expect(onValueChange).toHaveBeenLastCalledWith('meterCount');
  await userEvent.click(screen.getByText('Weather'));
  expect(onValueChange).toHaveBeenLastCalledWith('weather');
});

it('disabled choices do not change', async () => {
  const onValueChange = vi.fn();
  render(<SegmentedControl label="Type" options={options} disabled onValueChange={onValueChange} />);
  await userEvent.click(screen.getByText('Weather'));
  expect(onValueChange).not.toHaveBeenCalled();
  expect(screen.getByRole('radio', { name: 'Weather' })).toBeDisabled();
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'kWh', label: 'kWh' },
  { value: 'MWh', label: 'MWh', disabled: true },
  { value: 'kW', label: 'kW' },
  { value: 'MW', label: 'MW' },
];

describe('Select', () => {
  it('opens a listbox with the keyboard, moves with arrows and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Units" options={options} defaultValue="kWh" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Units' });
    expect(trigger).toHaveTextContent('kWh');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Units' });
    expect(listbox).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: /kWh/ })).toHaveFocus());
    expect(screen.getByRole('option', { name: /kWh/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'kW' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('kW');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('kW');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Escape closes without changing; disabled options cannot be chosen', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Units" options={options} defaultValue="kWh" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Units' }));
    await userEvent.click(screen.getByRole('option', { name: 'MWh' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveTextContent('kWh');
  });

  it('shows the spec empty text, the error and the busy state', async () => {
    const { rerender } = render(<Select label="Market" options={[]} error="A forecast must be selected" />);
    const trigger = screen.getByRole('combobox', { name: 'Market' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('A forecast must be selected');
    await userEvent.click(trigger);
    expect(screen.getByText('No Options Available')).toBeInTheDocument();
    rerender(<Select label="Market" options={[]} loading />);
    expect(screen.getByRole('combobox', { name: 'Market' })).toBeDisabled();
  });

  it('is controlled by value', async () => {
    const { rerender } = render(<Select label="Units" options={options} value="kW" />);
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveTextContent('kW');
    rerender(<Select label="Units" options={options} value="MW" />);
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveTextContent('MW');
  });

  it('typing a letter on the closed trigger chooses the matching option', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Units" options={options} defaultValue="kWh" onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Units' }).focus();
    await userEvent.keyboard('M');
    expect(onValueChange).toHaveBeenLastCalledWith('MW');
  });
});

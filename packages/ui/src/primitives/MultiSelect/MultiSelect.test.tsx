import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './MultiSelect';

const markets = ['ERCOT', 'PJM', 'MISO'].map((m) => ({ value: m, label: m }));

describe('MultiSelect', () => {
  it('applies the draft only on Confirm', async () => {
    const onValueChange = vi.fn();
    render(<MultiSelect label="Markets" options={markets} defaultValue={['ERCOT']} onValueChange={onValueChange} />);
    // The name holds the visible text (WCAG 2.5.3 label in name): the label, then the chosen names.
    const trigger = screen.getByRole('button', { name: 'Markets ERCOT' });
    expect(trigger).toHaveTextContent('ERCOT');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Markets' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'PJM' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onValueChange).toHaveBeenCalledWith(['ERCOT', 'PJM']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('ERCOT, PJM');
    expect(trigger).toHaveAccessibleName('Markets ERCOT, PJM');
  });

  it('Cancel and Escape drop the draft', async () => {
    const onValueChange = vi.fn();
    render(<MultiSelect label="Markets" options={markets} defaultValue={['ERCOT']} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Markets ERCOT' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('checkbox', { name: 'ERCOT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(trigger);
    expect(screen.getByRole('checkbox', { name: 'ERCOT' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'MISO' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('ERCOT');
  });

  it('shows No Options Available for an empty list', async () => {
    render(<MultiSelect label="Markets" options={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Markets' }));
    expect(screen.getByText('No Options Available')).toBeInTheDocument();
  });
});

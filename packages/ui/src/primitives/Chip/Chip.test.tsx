import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Chip } from './Chip';

it('removes with its named button and with Delete/Backspace when focused', async () => {
  const onRemove = vi.fn();
  render(<Chip label="ERCOT" onRemove={onRemove} />);
  await userEvent.tab();
  expect(screen.getByText('ERCOT')).toHaveFocus();
  await userEvent.keyboard('{Delete}');
  await userEvent.keyboard('{Backspace}');
  await userEvent.click(screen.getByRole('button', { name: 'Remove ERCOT' }));
  expect(onRemove).toHaveBeenCalledTimes(3);
});

it('a disabled chip is not removable and a plain chip is not a tab stop', async () => {
  const onRemove = vi.fn();
  const { rerender } = render(<Chip label="PJM" onRemove={onRemove} disabled />);
  expect(screen.getByRole('button', { name: 'Remove PJM' })).toBeDisabled();
  rerender(<Chip label="PJM" />);
  await userEvent.tab();
  expect(document.body).toHaveFocus();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

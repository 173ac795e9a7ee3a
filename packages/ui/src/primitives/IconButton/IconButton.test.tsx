import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CloseIcon, IconButton } from './IconButton';

it('is named by aria-label, hides its icon and responds to the keyboard', async () => {
  const onClick = vi.fn();
  const { container } = render(<IconButton aria-label="Close" icon={<CloseIcon />} onClick={onClick} />);
  const btn = screen.getByRole('button', { name: 'Close' });
  expect(container.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  await userEvent.tab();
  expect(btn).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
});

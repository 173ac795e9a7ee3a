import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

it('toggles with the trigger, exposes expanded state, closes on Escape and returns focus', async () => {
  render(
    <Popover aria-label="Card errors" trigger={<Button>Errors</Button>}>
      <button>Retry</button>
    </Popover>,
  );
  const trigger = screen.getByRole('button', { name: 'Errors' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(trigger);
  const pop = screen.getByRole('dialog', { name: 'Card errors' });
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(trigger).toHaveAttribute('aria-controls', pop.id);
  expect(pop).toHaveAttribute('data-state', 'open');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

it('closes on an outside click', async () => {
  render(
    <>
      <p>outside</p>
      <Popover aria-label="Info" trigger={<Button>Info</Button>} defaultOpen>
        text
      </Popover>
    </>,
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(screen.getByText('outside'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

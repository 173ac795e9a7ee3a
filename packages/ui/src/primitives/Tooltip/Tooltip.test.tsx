import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

it('shows on focus, describes the trigger and hides on Escape', async () => {
  render(
    <Tooltip content="Mean absolute percentage error">
      <Button>MAPE</Button>
    </Tooltip>,
  );
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.tab();
  const tip = await screen.findByRole('tooltip');
  expect(tip).toHaveTextContent('Mean absolute percentage error');
  expect(screen.getByRole('button', { name: 'MAPE' })).toHaveAccessibleDescription('Mean absolute percentage error');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('shows on hover after the delay and hides on leave', async () => {
  render(
    <Tooltip content="Hint" delay={0}>
      <Button>Target</Button>
    </Tooltip>,
  );
  await userEvent.hover(screen.getByRole('button', { name: 'Target' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Hint');
  await userEvent.unhover(screen.getByRole('button', { name: 'Target' }));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

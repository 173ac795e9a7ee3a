import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AvatarGroup } from './AvatarGroup';

const people = ['Ana Lopez', 'Ben Okafor', 'Chen Wei', 'Dana Smith', 'Eli Cohen', 'Farah Khan', 'Gus Ortiz', 'Hana Sato'];

it('shows at most 6 avatars then +N naming the rest', () => {
  render(<AvatarGroup aria-label="Shared with" names={people} />);
  const imgs = within(screen.getByRole('group', { name: 'Shared with' })).getAllByRole('img');
  expect(imgs).toHaveLength(7);
  expect(imgs[5]).toHaveAccessibleName('Farah Khan');
  expect(imgs[6]).toHaveTextContent('+2');
  expect(imgs[6]).toHaveAccessibleName('2 more: Gus Ortiz, Hana Sato');
});

it('shows no +N when everyone fits', () => {
  render(<AvatarGroup aria-label="Shared with" names={people.slice(0, 6)} />);
  expect(screen.getAllByRole('img')).toHaveLength(6);
  expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
});

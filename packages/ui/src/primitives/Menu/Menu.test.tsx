import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

const items = [
  { id: 'edit', label: 'Edit' },
  { id: 'settings', label: 'Settings', disabled: true },
  { id: 'logout', label: 'Logout' },
];

describe('Menu', () => {
  it('opens with ArrowDown, skips disabled items, wraps and chooses with Enter', async () => {
    const onSelect = vi.fn();
    render(<Menu trigger={<Button>Account</Button>} items={items} onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not choose a disabled item on click; Escape closes and returns focus', async () => {
    const onSelect = vi.fn();
    render(<Menu trigger={<Button>Account</Button>} items={items} onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Tab closes the menu and returns focus to the trigger', async () => {
    render(
      <>
        <Menu trigger={<Button>Account</Button>} items={items} onSelect={() => {}} />
        <button>After</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus());
  });

  it('opening by click focuses the first enabled item (roving tab stop)', async () => {
    render(<Menu trigger={<Button>Account</Button>} items={[items[1]!, items[2]!]} onSelect={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('tabindex', '-1');
  });
});

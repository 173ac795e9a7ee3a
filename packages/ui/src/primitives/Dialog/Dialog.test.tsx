import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

function Setup({ onOpenChange }: { onOpenChange?: (o: boolean) => void }) {
  return (
    <Dialog
      title="Create New Dashboard"
      description="Name it"
      trigger={<Button>Open</Button>}
      onOpenChange={onOpenChange}
      footer={<Button>Accept</Button>}
    >
      <input aria-label="Name" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a labelled modal dialog with focus inside', async () => {
    render(<Setup />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Create New Dashboard' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('ll_dialog');
    expect(dialog).toHaveAccessibleDescription('Name it');
    expect(trigger).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('traps Tab inside, closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Setup onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const close = screen.getByRole('button', { name: 'Close' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    expect(accept).toHaveFocus();
    // Tab past the last element wraps to the first: focus never reaches the page behind.
    await userEvent.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(accept).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the Close button and can be controlled', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <span>{open ? 'is open' : 'is closed'}</span>
          <Dialog title="Copy Dashboard" open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('is closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click and keeps the dark theme in its portal', async () => {
    render(
      <ThemeProvider theme="dark">
        <Dialog title="Copy Dashboard" defaultOpen />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Copy Dashboard' });
    expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
    const overlay = dialog.closest('[data-ll-part="dialog-overlay"]') as HTMLElement;
    expect(overlay).toHaveAttribute('data-state', 'open');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import type { ToastInput } from './toastQueue';

function Trigger({ input }: { input: ToastInput }) {
  const toast = useToast();
  return <button onClick={() => toast.show(input)}>show</button>;
}

describe('ToastProvider', () => {
  it('announces polite toasts in a status region and errors in an alert region', async () => {
    render(
      <ToastProvider>
        <Trigger input={{ kind: 'positive', title: 'Dashboard saved successfully' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByText('show'));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Dashboard saved successfully')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows an error assertively and deduplicates repeated toasts', async () => {
    render(
      <ToastProvider>
        <Trigger input={{ kind: 'error', title: 'Something went wrong' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByText('show'));
    await userEvent.click(screen.getByText('show'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(within(alert).getAllByText('Something went wrong')).toHaveLength(1);
  });

  it('runs the action then dismisses; the dismiss button removes the toast', async () => {
    const onAction = vi.fn();
    render(
      <ToastProvider>
        <Trigger input={{ kind: 'positive', title: 'Job with name: A was created', action: { label: 'View', onAction } }} />
        <Trigger input={{ kind: 'neutral', title: 'Dashboard shared' }} />
      </ToastProvider>,
    );
    const [first, second] = screen.getAllByText('show');
    await userEvent.click(first!);
    await userEvent.click(second!);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('Job with name: A was created')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Dashboard shared')).not.toBeInTheDocument();
  });

  it('hides a warning after 10000 ms', () => {
    vi.useFakeTimers();
    try {
      let api: ReturnType<typeof useToast> | undefined;
      function Grab() {
        api = useToast();
        return null;
      }
      render(<ToastProvider><Grab /></ToastProvider>);
      act(() => void api?.show({ kind: 'warning', title: 'Working on previous action' }));
      expect(screen.getByText('Working on previous action')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(9_999));
      expect(screen.getByText('Working on previous action')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Working on previous action')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not hide a warning while the pointer is on the toasts', () => {
    vi.useFakeTimers();
    try {
      let api: ReturnType<typeof useToast> | undefined;
      function Grab() {
        api = useToast();
        return null;
      }
      render(<ToastProvider><Grab /></ToastProvider>);
      act(() => void api?.show({ kind: 'warning', title: 'Working on previous action' }));
      const viewport = screen.getByRole('status').parentElement as HTMLElement;
      act(() => vi.advanceTimersByTime(3_000));
      fireEvent.pointerOver(viewport);
      act(() => vi.advanceTimersByTime(30_000));
      expect(screen.getByText('Working on previous action')).toBeInTheDocument();
      fireEvent.pointerOut(viewport, { relatedTarget: document.body });
      act(() => vi.advanceTimersByTime(6_999));
      expect(screen.getByText('Working on previous action')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Working on previous action')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('useToast outside a provider throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger input={{ kind: 'neutral', title: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});

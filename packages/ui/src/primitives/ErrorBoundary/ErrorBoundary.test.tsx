/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('bad content');
  return <p>fine</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback in place of a child that throws, keeps its siblings, and tries again when a reset key changes', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { rerender } = render(
      <>
        <ErrorBoundary fallback={(e) => <p role="alert">{e.message}</p>} resetKeys={[1]} onError={onError}><Boom fail /></ErrorBoundary>
        <p>sibling</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('bad content');
    expect(screen.getByText('sibling')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <ErrorBoundary fallback={(e) => <p role="alert">{e.message}</p>} resetKeys={[2]} onError={onError}><Boom fail={false} /></ErrorBoundary>
        <p>sibling</p>
      </>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    spy.mockRestore();
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState, httpStatusText } from './ErrorState';

describe('ErrorState', () => {
  it('shows the title, the status with its standard text, the message and the request id in one alert', () => {
    render(<ErrorState title="Dashboards could not be loaded" status={500} message="Datasource offline" requestId="req-7f3a" />);
    const alert = screen.getByRole('alert', { name: 'Dashboards could not be loaded' });
    expect(alert).toHaveTextContent('500 Internal Server Error');
    expect(alert).toHaveTextContent('Datasource offline');
    expect(alert).toHaveTextContent('Request id: req-7f3a');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('asks again with Retry, and cannot be pressed again while retrying', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState title="Failed" status={404} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('404 Not Found');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState title="Failed" status={404} onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'retrying');
  });

  it('names statuses the spec does not map by their code', () => {
    expect(httpStatusText(401)).toBe('401 Unauthorized');
    expect(httpStatusText(400)).toBe('400 Bad Request');
    expect(httpStatusText(502)).toBe('HTTP 502');
  });
});

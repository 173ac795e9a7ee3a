/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

function Broken({ id }: { id: string }): never {
  throw new Error(`cannot read dashboard ${id}`);
}

describe('lazyScreen', () => {
  it('keeps a screen that fails to render to its own area, and tries again on another route', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = lazyScreen(async () => ({ Broken }), (m) => m.Broken);
    const fine = lazyScreen(async () => ({ Fine: () => <main><h1>Dashboards</h1></main> }), (m) => m.Fine);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <nav><Link to="/list">Back to the list</Link></nav>
        <Routes>
          <Route path="/broken" element={<broken.Screen id="d1" />} />
          <Route path="/list" element={<fine.Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';
import { SCREEN_LOADING_TEXT, lazyScreen } from './lazyScreen';

let brokenFails = true;
function Broken({ id }: { id: string }) {
  if (brokenFails) throw new Error(`cannot read dashboard ${id}`);
  return <main><h1>Dashboard {id}</h1></main>;
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
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('renders a failed screen again on Retry', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    brokenFails = true;
    const broken = lazyScreen(async () => ({ Broken }), (m) => m.Broken);
    render(<MemoryRouter><broken.Screen id="d2" /></MemoryRouter>);
    const alert = await screen.findByRole('alert', { name: 'Something went wrong' });
    brokenFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard d2' })).toBeInTheDocument();
    brokenFails = true;
    spy.mockRestore();
  });

  it('renders a screen whose code has loaded at once, without the loading status', async () => {
    const load = vi.fn(async () => ({ Ready: () => <main><h1>Ready</h1></main> }));
    const ready = lazyScreen(load, (m) => m.Ready);
    await ready.preload();
    render(
      <MemoryRouter>
        <ready.Screen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading status until the code arrives, then the screen', async () => {
    let arrive: (m: { Late: () => ReactNode }) => void = () => {};
    const late = lazyScreen(() => new Promise<{ Late: () => ReactNode }>((resolve) => (arrive = resolve)), (m) => m.Late);
    render(
      <MemoryRouter>
        <late.Screen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SCREEN_LOADING_TEXT);
    arrive({ Late: () => <main><h1>Late</h1></main> });
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the code fails to load, and loads it again when the screen is opened anew', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue({ Back: () => <main><h1>Back again</h1></main> });
    const flaky = lazyScreen(load as () => Promise<{ Back: () => ReactNode }>, (m) => m.Back);
    const fine = lazyScreen(async () => ({ Fine: () => <main><h1>Dashboards</h1></main> }), (m) => m.Fine);
    render(
      <MemoryRouter initialEntries={['/flaky']}>
        <nav>
          <Link to="/list">Back to the list</Link>
          <Link to="/flaky">Open again</Link>
        </nav>
        <Routes>
          <Route path="/flaky" element={<flaky.Screen />} />
          <Route path="/list" element={<fine.Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await screen.findByRole('heading', { name: 'Dashboards' });
    await userEvent.click(screen.getByRole('link', { name: 'Open again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('lazyComponent shows the given fallback, then the component with its props', async () => {
    let arrive: (m: { Greeting: (p: { name: string }) => ReactNode }) => void = () => {};
    const greeting = lazyComponent(() => new Promise<{ Greeting: (p: { name: string }) => ReactNode }>((resolve) => (arrive = resolve)), (m) => m.Greeting);
    render(<greeting.Component name="Ada" fallback={<p>Cards are loading</p>} />);
    expect(screen.getByText('Cards are loading')).toBeInTheDocument();
    arrive({ Greeting: ({ name }) => <h1>Hello {name}</h1> });
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByText('Cards are loading')).not.toBeInTheDocument();
  });
});

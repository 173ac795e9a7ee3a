import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';

// The project's aliases are what make the card and canvas tests run on React 18: this fails if a
// library slipped back to the workspace's React 19.
describe('the react18 test project', () => {
  it('renders with React 18 and React DOM 18', () => {
    expect(version).toMatch(/^18\./);
    expect(domVersion).toMatch(/^18\./);
    function Probe() {
      return <p>{version}</p>;
    }
    render(<Probe />);
    expect(screen.getByText(/^18\./).tagName).toBe('P');
  });

  it('gives TanStack Query the same React (a hook outside its provider says so, instead of an invalid hook call)', () => {
    function Orphan() {
      useQuery({ queryKey: ['x'], queryFn: () => 1 });
      return null;
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/No QueryClient set/);
    logged.mockRestore();
  });
});

import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink (WCAG 2.4.1)', () => {
  it('is the first Tab stop and moves keyboard focus past the top bar to the main content', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/">Home</a>
          <a href="/overview">Overview</a>
        </nav>
        <main>
          <h1>Dashboards</h1>
          <button type="button">Add New Dashboard</button>
        </main>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add New Dashboard' })).toHaveFocus();
  });
});

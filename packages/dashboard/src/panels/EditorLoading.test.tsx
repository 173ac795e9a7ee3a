/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorLoading } from './EditorLoading';

describe('EditorLoading', () => {
  it('shows a disabled Start Date field and the spec text', () => {
    const { container } = render(<EditorLoading cards={3} />);
    expect(screen.getByLabelText('Start Date')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('We are building something awesome for you');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });
});

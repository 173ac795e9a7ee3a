import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { initialsOf } from './initialsOf';

describe('Avatar', () => {
  it('is an image named by the user, showing two initials', () => {
    render(<Avatar name="Ana Lopez" />);
    expect(screen.getByRole('img', { name: 'Ana Lopez' })).toHaveTextContent('AL');
  });

  it('initialsOf covers multi-word names, single words, e-mails and empty input', () => {
    expect(initialsOf('Ana Maria Lopez')).toBe('AL');
    expect(initialsOf('grid')).toBe('GR');
    expect(initialsOf('jane.doe@edc.example')).toBe('JD');
    expect(initialsOf('  ')).toBe('');
  });
});

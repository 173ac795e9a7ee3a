import { describe, expect, it } from 'vitest';
import { startingTab } from './dashboardList';

describe('startingTab', () => {
  it('opens on Shared With Me only when the user owns none but has shared ones', () => {
    expect(startingTab(0, 3)).toBe('shared');
    expect(startingTab(0, 0)).toBe('mine');
    expect(startingTab(2, 3)).toBe('mine');
  });
});

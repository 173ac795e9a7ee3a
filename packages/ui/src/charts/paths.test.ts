import { describe, expect, it } from 'vitest';
import { linePath } from './paths';

describe('linePath', () => {
  it('draws a gap as a break in the line, never as zero', () => {
    const ys = [1, 2, null, 4, 5];
    const d = linePath([0, 1, 2, 3, 4], (i) => i * 10, (i) => ys[i] ?? null);
    expect(d).toBe('M0,1L10,2M30,4L40,5');
  });
  it('is empty for no points', () => {
    expect(linePath([], (i) => i, (i) => i)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { naturalCompare } from './naturalOrder';

describe('naturalCompare', () => {
  it('orders product codes by their number, not as text', () => {
    expect(['PTC-35893', 'PTC-621', 'PTC-35', 'ptc-7'].sort(naturalCompare)).toEqual(['ptc-7', 'PTC-35', 'PTC-621', 'PTC-35893']);
    expect(['PTC-621', 'PTC-35893'].sort((a, b) => naturalCompare(b, a))).toEqual(['PTC-35893', 'PTC-621']);
  });
});

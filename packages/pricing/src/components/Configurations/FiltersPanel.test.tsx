/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FiltersPanel } from './FiltersPanel';

describe('FiltersPanel', () => {
  it('lists product codes in natural order (PTC-621 before PTC-35893), whatever order the server sent', () => {
    render(
      <FiltersPanel names={['productCode']} options={{ productCode: ['PTC-35893', 'PTC-621', null, 'PTC-35'] }} value={{}} onFilterChange={vi.fn()} />,
    );
    const group = screen.getByRole('group', { name: 'productCode' });
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['PTC-35', 'PTC-621', 'PTC-35893']);
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartTexts } from '../texts';
import type { ChartSeries } from '../types';
import { Sparkline } from './Sparkline';

const forecast = (y: (number | null)[]): ChartSeries => ({
  id: 'f', label: 'Forecast', axis: 'primary', unit: 'MW', points: { x: y.map((_, i) => Date.UTC(2024, 6, 1) + i * 3_600_000), y },
});

describe('Sparkline', () => {
  it.each([[[]], [[42]], [[null, 42, null]]])("overlays 'Not enough data' with one value or fewer (%j)", (y) => {
    const { container } = render(<Sparkline series={forecast(y)} />);
    expect(screen.getByText(chartTexts.notEnoughData)).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(`Forecast: ${chartTexts.notEnoughData}`);
    expect(container.querySelector('path')).toBeNull();
  });

  it('draws a line with its gap left open, and summarises the values', () => {
    const { container } = render(<Sparkline series={forecast([10, 12, null, 30, 25])} width={100} height={20} />);
    expect(screen.queryByText(chartTexts.notEnoughData)).toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName('Forecast (MW): 4 values from 10 to 30');
    const d = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
  });
});

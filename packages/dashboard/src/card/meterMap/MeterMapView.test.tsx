import { cardSchema } from '@loadline/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardCard } from '../DashboardCard';
import { FIXTURE_BOUNDARIES, METER_CONTEXT, MeterFixtureProvider } from '../meterFixtures';
import { createMeterMapVisualization } from './MeterMapCard';

const NOW = new Date('2020-01-01T00:00:00Z');

describe('the Meter Map card', () => {
  it('keeps one definition per boundaries loader and attribution (the same renderer on each render of a host)', () => {
    const loadBoundaries = () => Promise.resolve(FIXTURE_BOUNDARIES);
    const definition = createMeterMapVisualization({ loadBoundaries, boundariesAttribution: 'Regions: test' });
    expect(createMeterMapVisualization({ loadBoundaries, boundariesAttribution: 'Regions: test' })).toBe(definition);
    expect(createMeterMapVisualization({ loadBoundaries })).not.toBe(definition);
  });

  it('opens fitted to its meters when its saved view is the default one (which shows none of them), with the host\'s boundaries', async () => {
    const card = cardSchema.parse({ id: 'map', title: 'Meters', visualization: 'MeterMap' });
    const { container } = render(
      <MeterFixtureProvider>
        <div style={{ height: 400 }}><DashboardCard card={card} context={METER_CONTEXT} now={NOW} /></div>
      </MeterFixtureProvider>,
    );
    const map = await waitFor(() => {
      const el = container.querySelector('[data-part="ll_meter-map"]');
      expect(el?.getAttribute('data-points')).toBe('2');
      return el;
    }, { timeout: 10_000 });
    // Houston (29.76, -95.36) and Austin (30.27, -97.74): the view is centred between them, not on the default.
    await waitFor(() => expect(map?.getAttribute('data-zoom')).not.toBe('11'));
    const [lat, lon] = (map?.getAttribute('data-centre') ?? '').split(',').map(Number);
    expect(lat).toBeGreaterThan(29.76);
    expect(lat).toBeLessThan(30.27);
    expect(lon).toBeGreaterThan(-97.74);
    expect(lon).toBeLessThan(-95.36);
    // The placement names the mapping's columns; the boundaries are the host's, with its attribution.
    expect(screen.getByText(/Meters are placed at the latitude and longitude fixture_meters holds for them\. Regions: made up for the fixtures\./)).toBeTruthy();
  });
});

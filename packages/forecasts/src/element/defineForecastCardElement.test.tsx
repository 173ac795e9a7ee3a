/// <reference types="@testing-library/jest-dom/vitest" />
import { createMemoryAdapter } from '@loadline/core/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineForecastCardElement } from './defineForecastCardElement';
import { readForecastCardAttributes } from './elementAttributes';

const adapter = createMemoryAdapter();
const bases: string[] = [];
defineForecastCardElement('test-forecast-card', {
  adapter: (base) => {
    bases.push(base);
    return adapter;
  },
  css: '.host-proof{color:red}',
});

afterEach(() => document.body.replaceChildren());

function mount(attrs: Record<string, string>) {
  const el = document.createElement('test-forecast-card');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

describe('<loadline-forecast-card>', () => {
  it('renders the live card inside its shadow root with its own stylesheet', async () => {
    const el = mount({
      market: 'ERCOT', 'process-time': '2019-07-05T05:00:00.000Z', 'config-id': 'cfg-ercot-forecast', 'time-zone': 'America/Chicago',
      query: JSON.stringify({ timezone: 'America/Chicago' }), 'api-base': '/loadline/api',
    });
    const shadow = el.shadowRoot;
    expect(shadow).not.toBeNull();
    await waitFor(() => expect(shadow?.textContent).toContain('Generated on Jul 5, 2019, 12:00 AM'));
    expect(shadow?.querySelector('style')?.textContent).toContain('.host-proof{color:red}');
    expect(document.querySelector('article')).toBeNull();
    expect(shadow?.querySelector('[aria-label="Forecast options"]')).toBeNull();
    expect(bases).toContain('/loadline/api');
  });

  it('re-renders on an attribute change and dispatches the chosen forecast when selectable', async () => {
    const el = mount({ market: 'ERCOT', 'process-time': '2019-07-05T05:00:00.000Z', 'config-id': 'cfg-ercot-forecast', 'time-zone': 'UTC', selectable: '' });
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Generated on Jul 5, 2019, 5:00 AM'));
    el.setAttribute('process-time', '2019-07-04T05:00:00.000Z');
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Generated on Jul 4, 2019, 5:00 AM'));
    const onSelect = vi.fn();
    document.body.addEventListener('loadline-forecast-select', onSelect);
    (el.shadowRoot?.querySelector('button[aria-pressed]') as HTMLButtonElement).click();
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect((onSelect.mock.calls[0]?.[0] as CustomEvent).detail).toMatchObject({ market: 'ERCOT', processTime: '2019-07-04T05:00:00.000Z' });
  });

  it('reads its attributes with defaults and ignores a malformed query', () => {
    const attrs: Record<string, string> = { market: 'COAST', 'config-id': 'c', query: '{bad' };
    expect(readForecastCardAttributes((n) => attrs[n] ?? null)).toEqual({
      source: { market: 'COAST', configId: 'c', category: 'shortTermForecast' },
      apiBase: '/api', timeZone: undefined, unit: undefined, theme: 'light', selectable: false,
    });
    expect(readForecastCardAttributes(() => null).source).toBeNull();
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import { createMemoryAdapter } from '@loadline/core/testing';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineForecastCardElement } from './defineForecastCardElement';
import { decodeExploreObject } from '../model/exploreObject';
import type { ForecastCreateAdjustmentDetail, ForecastExploreDetail } from './elementActions';
import { readForecastCardAttributes } from './elementAttributes';

const adapter = createMemoryAdapter();
const bases: string[] = [];
const navigate = vi.fn<(url: string, target: string) => void>();
defineForecastCardElement('test-forecast-card', {
  adapter: (base) => {
    bases.push(base);
    return adapter;
  },
  css: '.host-proof{color:red}',
  navigate,
});

afterEach(() => {
  document.body.replaceChildren();
  navigate.mockReset();
});

const ERCOT_JULY_5 = { market: 'ERCOT', 'process-time': '2019-07-05T05:00:00.000Z', 'config-id': 'cfg-ercot-forecast', 'time-zone': 'UTC' };

/** Opens the card's options menu in the element's shadow root and returns the menu. */
async function openOptions(el: HTMLElement) {
  const shadow = el.shadowRoot as unknown as HTMLElement;
  const trigger = await within(shadow).findByRole('button', { name: 'Forecast options' });
  await userEvent.click(trigger);
  return within(shadow).getByRole('menu');
}

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

  it('with `actions`, opens the options menu inside its shadow root, themed, and opens the portal route of Explore', async () => {
    const el = mount({ ...ERCOT_JULY_5, actions: '', 'portal-url': 'https://portal.example-utility.com/', 'portal-target': '_blank' });
    const menu = await openOptions(el);
    expect(menu.getRootNode()).toBe(el.shadowRoot);
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(menu.closest('[data-theme="light"]')).not.toBeNull();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Explore in a dashboard', 'Create an adjustment']);

    const onExplore = vi.fn<(e: Event) => void>();
    document.addEventListener('loadline-explore', onExplore);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Explore in a dashboard' }));
    document.removeEventListener('loadline-explore', onExplore);
    expect(onExplore).toHaveBeenCalledTimes(1);
    const detail = (onExplore.mock.calls[0]?.[0] as CustomEvent<ForecastExploreDetail> | undefined)?.detail;
    expect(detail?.object).toMatchObject({ market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', level: { configId: 'cfg-ercot-forecast' } });
    expect(navigate).toHaveBeenCalledWith(detail?.url, '_blank');
    const url = new URL(detail?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.example-utility.com/demand/load-forecast/dashboard/unsaved');
    expect(decodeExploreObject(url.searchParams.get('object'))).toEqual(detail?.object);
    expect(el.shadowRoot?.querySelector('[role="menu"]')).toBeNull();
  });

  it('the menu carries the dark theme of `theme="dark"` inside the shadow root', async () => {
    const el = mount({ ...ERCOT_JULY_5, actions: '', theme: 'dark' });
    const menu = await openOptions(el);
    expect(menu.closest('[data-theme]')?.getAttribute('data-theme')).toBe('dark');
    expect(el.shadowRoot?.querySelector('[data-ll-part="popups"]')?.contains(menu)).toBe(true);
  });

  it('Create an adjustment: a host that cancels the event routes it itself and nothing is opened', async () => {
    const el = mount({ ...ERCOT_JULY_5, actions: '' });
    const handled: ForecastCreateAdjustmentDetail[] = [];
    el.addEventListener('loadline-create-adjustment', (e) => {
      e.preventDefault();
      handled.push((e as CustomEvent<ForecastCreateAdjustmentDetail>).detail);
    });
    const menu = await openOptions(el);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Create an adjustment' }));
    expect(handled).toHaveLength(1);
    expect(handled[0]?.card).toMatchObject({ market: 'ERCOT', configId: 'cfg-ercot-forecast', category: 'shortTermForecast' });
    expect(handled[0]?.url.startsWith('/demand/load-forecast/adjustments/create/')).toBe(true);
    expect(JSON.parse(decodeURIComponent(handled[0]?.url.split('/').at(-1) ?? ''))).toEqual(handled[0]?.card);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers no options menu without `actions` or for the long-term category', async () => {
    const plain = mount(ERCOT_JULY_5);
    const longTerm = mount({ ...ERCOT_JULY_5, actions: '', category: 'longTermForecast' });
    for (const el of [plain, longTerm]) {
      await waitFor(() => expect(el.shadowRoot?.querySelector('article[data-state="ready"]')).not.toBeNull());
      expect(el.shadowRoot?.querySelector('[aria-label="Forecast options"]')).toBeNull();
    }
  });

  it('reads its attributes with defaults and ignores a malformed query', () => {
    const attrs: Record<string, string> = { market: 'COAST', 'config-id': 'c', query: '{bad' };
    expect(readForecastCardAttributes((n) => attrs[n] ?? null)).toEqual({
      source: { market: 'COAST', configId: 'c', category: 'shortTermForecast' },
      apiBase: '/api', timeZone: undefined, unit: undefined, theme: 'light', selectable: false,
      actions: false, portalUrl: '', portalTarget: '_self',
    });
    expect(readForecastCardAttributes(() => null).source).toBeNull();
    const portal = (url: string) => readForecastCardAttributes((n) => (n === 'portal-url' ? url : null)).portalUrl;
    expect(portal(' https://portal.example/loadline// ')).toBe('https://portal.example/loadline');
    expect(portal('/loadline/')).toBe('/loadline');
    expect(portal('javascript:alert(1)//')).toBe('');
    expect(portal('data:text/html,x')).toBe('');
  });
});

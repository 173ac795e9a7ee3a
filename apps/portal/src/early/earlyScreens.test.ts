// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LOAD_FORECAST, RISK_MANAGEMENT } from '../pages/dashboards/dashboardKinds';
import { earlyScreenOf } from './earlyCalls';
import { EARLY_SCREENS_ELEMENT_ID, preloadScreen } from './earlyScreens';

function documentWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = EARLY_SCREENS_ELEMENT_ID;
    script.textContent = block;
    doc.head.appendChild(script);
  }
  return doc;
}

describe("preloading the opened screen's code", () => {
  it("knows a dashboard and the dashboard list of every area, the Overview and Home, and nothing else", () => {
    expect(earlyScreenOf(`${LOAD_FORECAST.basePath}/4f1c`)).toBe('dashboard');
    expect(earlyScreenOf(`${LOAD_FORECAST.basePath}/unsaved`)).toBe('dashboard');
    expect(earlyScreenOf(`${RISK_MANAGEMENT.basePath}/9a`)).toBe('dashboard');
    expect(earlyScreenOf('/overview')).toBe('overview');
    expect(earlyScreenOf('/')).toBe('home');
    expect(earlyScreenOf(LOAD_FORECAST.basePath)).toBe('dashboards');
    expect(earlyScreenOf(RISK_MANAGEMENT.basePath)).toBe('dashboards');
    expect(earlyScreenOf(`${LOAD_FORECAST.basePath}/`)).toBeNull();
    expect(earlyScreenOf('/demand/load-forecast')).toBeNull();
    expect(earlyScreenOf('/pricing/pricing-management/configurations')).toBeNull();
  });

  it("adds a module preload per script and a style preload per CSS file of the screen's list", () => {
    const doc = documentWith(JSON.stringify({ dashboard: ['/assets/DashboardPage-1.js', '/assets/DashboardPage-2.css'], overview: ['/assets/Overview-3.js'] }));
    expect(preloadScreen('dashboard', doc)).toEqual(['/assets/DashboardPage-1.js', '/assets/DashboardPage-2.css']);
    const links = [...doc.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['modulepreload', null, '/assets/DashboardPage-1.js', ''],
      ['preload', 'style', '/assets/DashboardPage-2.css', ''],
    ]);
  });

  it('preloads nothing without a screen, a block, a list or with a broken block, and never another origin', () => {
    expect(preloadScreen(null, documentWith('{"dashboard":["/a.js"]}'))).toEqual([]);
    expect(preloadScreen('dashboard', documentWith(null))).toEqual([]);
    expect(preloadScreen('dashboard', documentWith('{not json'))).toEqual([]);
    expect(preloadScreen('overview', documentWith('{"dashboard":["/a.js"]}'))).toEqual([]);
    const doc = documentWith('{"dashboard":["//elsewhere.example/x.js","https://elsewhere.example/y.js","/ok.js"]}');
    expect(preloadScreen('dashboard', doc)).toEqual(['/ok.js']);
    expect(doc.head.querySelectorAll('link')).toHaveLength(1);
  });
});

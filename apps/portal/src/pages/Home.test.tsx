import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYST, renderPortal } from '../testing/renderPortal';
import { Home } from './Home';
import { homeModules } from './homeModules';

const FORECASTER = { ...ANALYST, name: 'Gulf Coast Forecaster', mods: ['mod_load_forecast', 'prod_load_forecast', 'prod_demand_analytics', 'prod_data_insights', 'prod_meter_level_insights'] };

function moduleCard(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('Home (spec part 2 sections 1 and 6)', () => {
  it('greets the user by name and shows the welcome banner and the four modules in order', () => {
    renderPortal(<Home links={{}} />, { adapter: {}, user: FORECASTER });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Gulf Coast Forecaster' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Loadline' })).toBeInTheDocument();
    const modules = within(screen.getByRole('group', { name: 'Modules' })).getAllByRole('heading', { level: 2 });
    expect(modules.map((h) => h.textContent)).toEqual(['Demand', 'Supply', 'Customer', 'Insights']);
  });

  it('enables only the products the mods include; the others are shown but not links', () => {
    renderPortal(<Home links={{}} />, { adapter: {}, user: FORECASTER });
    const demand = moduleCard('Demand');
    expect(within(demand).getByRole('link', { name: 'Load Forecast' })).toHaveAttribute('href', '/demand/load-forecast');
    expect(within(demand).getByRole('link', { name: 'Demand Analytics' })).toHaveAttribute('href', '/demand/demand-analytics');
    expect(within(demand).queryByRole('link', { name: /Grid Edge Management/ })).toBeNull();
    expect(within(demand).getByText('Grid Edge Management')).toBeInTheDocument();

    const supply = moduleCard('Supply');
    expect(within(supply).queryAllByRole('link')).toEqual([]);
    expect(within(supply).getByText('Pricing Management').closest('[aria-disabled="true"]')).toHaveTextContent('Not included in your modules');
    expect(within(moduleCard('Insights')).getByRole('link', { name: 'Meter Insights' })).toHaveAttribute('href', '/insights/data-insights');
  });

  it('opens an external product by its configured link in a new tab, and disables one without a link', () => {
    renderPortal(<Home links={{ loadScheduling: 'https://scheduling.example.com/' }} />, { adapter: {} });
    const scheduling = within(moduleCard('Supply')).getByRole('link', { name: /Load Scheduling/ });
    expect(scheduling).toHaveAttribute('href', 'https://scheduling.example.com/');
    expect(scheduling).toHaveAttribute('target', '_blank');
    expect(scheduling).toHaveAttribute('rel', 'noopener noreferrer');
    const engagement = within(moduleCard('Customer')).getByText('Smart Engagement').closest('[aria-disabled="true"]');
    expect(engagement).toHaveTextContent('No link configured for this portal');
    expect(within(moduleCard('Customer')).queryAllByRole('link')).toEqual([]);
  });
});

describe('homeModules', () => {
  it('matches the mods of each seeded account', () => {
    const active = (mods: string[]) =>
      homeModules(mods, { loadScheduling: 'https://s.example.com/', smartEngagement: 'https://e.example.com/', productManagement: 'https://p.example.com/' })
        .flatMap((m) => m.products)
        .filter((p) => p.state === 'active')
        .map((p) => p.label);
    expect(active(['mod_load_forecast'])).toEqual(['Load Forecast', 'Demand Analytics', 'Meter Insights']);
    expect(active(['mod_load_forecast', 'mod_pricing'])).toEqual([
      'Load Forecast', 'Demand Analytics', 'Pricing Management', 'Smart Engagement', 'Product Management', 'Meter Insights',
    ]);
    expect(active(['mod_load_forecast', 'mod_pricing', 'mod_risk'])).toEqual([
      'Load Forecast', 'Demand Analytics', 'Pricing Management', 'Risk Management', 'Load Scheduling', 'Smart Engagement',
      'Product Management', 'Meter Insights',
    ]);
    expect(active([])).toEqual([]);
  });

  it('never makes up a link: an external product with no configured link is unconfigured', () => {
    const supply = homeModules(['mod_risk'], {}).find((m) => m.module === 'Supply');
    expect(supply?.products.find((p) => p.label === 'Load Scheduling')).toEqual({ label: 'Load Scheduling', kind: 'external', state: 'unconfigured' });
  });
});

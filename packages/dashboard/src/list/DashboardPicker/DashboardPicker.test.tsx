/// <reference types="@testing-library/jest-dom/vitest" />
import { TEXT_DASHBOARD_INVALID_CONFIGURATION, dashboardSchema } from '@loadline/core';
import { FIXTURE_CONFIGS, FIXTURE_DASHBOARDS } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardHeading } from './DashboardHeading';
import { DashboardMessage } from './DashboardMessage';
import { DashboardPicker } from './DashboardPicker';

const dashboards = FIXTURE_DASHBOARDS.slice(0, 3).map((d) => dashboardSchema.parse(d));
/** A gas dashboard whose config item is not among the configs: chips fall back to its names. */
const gas = dashboardSchema.parse({
  dashboardId: 'dsh-gas', configId: 'cfg-gone', name: 'Citygate sendout', type: 'prod_load_forecast',
  category: { name: 'longTermForecast' }, level: null, commodity: { name: 'gas' },
});

function setup(selectedId: string | null = 'dsh-shared-by-name') {
  const onSelect = vi.fn();
  const onCreateNew = vi.fn();
  render(<DashboardPicker dashboards={[...dashboards, gas]} configItems={FIXTURE_CONFIGS} selectedId={selectedId} onSelect={onSelect} onCreateNew={onCreateNew} />);
  return { onSelect, onCreateNew };
}

describe('DashboardPicker', () => {
  it('lists the dashboards with category, level and commodity chips under YOUR DASHBOARDS and selects one', async () => {
    const { onSelect } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'YOUR DASHBOARDS' }));
    const popover = screen.getByRole('dialog', { name: 'YOUR DASHBOARDS' });
    expect(within(popover).getByRole('heading', { name: 'YOUR DASHBOARDS' })).toBeInTheDocument();
    const items = within(popover).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('COAST load July 2019Short TermWeather zonePower');
    expect(items[3]).toHaveTextContent('Citygate sendoutlongTermForecastgas');
    const current = within(popover).getByRole('button', { current: true });
    expect(current).toHaveTextContent('ERCOT total July 2019');
    await userEvent.click(within(popover).getByRole('button', { name: /DST days 2019/ }));
    expect(onSelect).toHaveBeenCalledWith('dsh-shared-with-org');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Create New Dashboard closes the list and asks the host to create one', async () => {
    const { onCreateNew, onSelect } = setup(null);
    await userEvent.click(screen.getByRole('button', { name: 'YOUR DASHBOARDS' }));
    expect(screen.queryByRole('button', { current: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Dashboard' }));
    expect(onCreateNew).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DashboardHeading', () => {
  it('shows the name and description, or the spec fallbacks', () => {
    const { rerender } = render(<DashboardHeading dashboard={{ name: 'COAST load July 2019', description: 'Hourly load, HE' }} />);
    expect(screen.getByRole('heading', { name: 'COAST load July 2019' })).toBeInTheDocument();
    expect(screen.getByText('Hourly load, HE')).toBeInTheDocument();
    rerender(<DashboardHeading dashboard={{ name: 'Untitled', description: '' }} />);
    expect(screen.getByText('NO DESCRIPTION PROVIDED')).toBeInTheDocument();
    rerender(<DashboardHeading dashboard={null} />);
    expect(screen.getByRole('heading', { name: 'NO DASHBOARD SELECTED' })).toBeInTheDocument();
    expect(screen.getByText('NO DESCRIPTION PROVIDED')).toBeInTheDocument();
  });

  it('takes keyboard focus once its dashboard is there when asked (after Create), and not otherwise', () => {
    const { rerender } = render(<DashboardHeading dashboard={null} focusOnShow />);
    expect(document.activeElement).toBe(document.body);
    rerender(<DashboardHeading dashboard={{ name: 'COAST peak week', description: '' }} focusOnShow />);
    expect(screen.getByRole('heading', { name: 'COAST peak week' })).toHaveFocus();
    rerender(<DashboardHeading dashboard={{ name: 'COAST peak week', description: '' }} />);
    (document.activeElement as HTMLElement).blur();
    render(<DashboardHeading dashboard={{ name: 'Another', description: '' }} />);
    expect(screen.getByRole('heading', { name: 'Another' })).not.toHaveFocus();
  });
});

describe('DashboardMessage', () => {
  it.each([
    [{ kind: 'notFound', id: 'dsh-42' }, '404DASHBOARD dsh-42 NOT FOUND'],
    [{ kind: 'invalidConfig' }, TEXT_DASHBOARD_INVALID_CONFIGURATION],
    [{ kind: 'noConfig', type: 'prod_risk_management' }, 'No configuration for prod_risk_management dashboards has been found'],
    [{ kind: 'unsupportedCategory', category: 'shortTermForecast' }, 'Dashboards of category shortTermForecast are not supported here'],
  ] as const)('%o reads %s', (props, text) => {
    render(<DashboardMessage {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});

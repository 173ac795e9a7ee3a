/// <reference types="@testing-library/jest-dom/vitest" />
import {
  TEXT_DASHBOARD_NAME_REQUIRED,
  TEXT_DASHBOARD_NAME_TOO_LONG,
  TEXT_DESCRIPTION_TOO_LONG,
  type ConfigItem,
} from '@loadline/core';
import { FIXTURE_CONFIGS } from '@loadline/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardDialog } from './DashboardDialog';

/** The fixture's two ERCOT short-term levels, plus a gas long-term config without levels. */
const CONFIGS: ConfigItem[] = [
  ...FIXTURE_CONFIGS,
  {
    configId: 'cfg-gas-lt', type: 'prod_load_forecast', commodity: { name: 'gas', label: 'Gas' },
    category: { name: 'longTermForecast', label: 'Long Term' }, level: null, datasource: 'gas_lt', isSettled: false,
    filters: [], rangeFilters: [], weatherStations: [], timeInterval: 60,
  },
];

/** Renders the dialog and waits for its initial focus (the name field) before the user acts. */
async function setup(props: Partial<Parameters<typeof DashboardDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<DashboardDialog open mode="create" configItems={CONFIGS} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
  return { dialog, onConfirm, onCancel, d: within(dialog) };
}

/** Opens a select, waits for its listbox to take focus, picks `option`, waits for focus to return. */
async function choose(label: string, option: string) {
  const trigger = screen.getByRole('combobox', { name: label });
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox', { name: label });
  await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(trigger).toHaveFocus());
  expect(trigger).toHaveTextContent(option);
}

describe('DashboardDialog', () => {
  it('creates: name trimmed, level required for a category with levels, returns the chosen configId', async () => {
    const { dialog, d, onConfirm } = await setup();
    expect(dialog).toHaveAccessibleName('Create New Dashboard');
    const create = d.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(d.getByLabelText('Name'), '  COAST peak week  ');
    await choose('Commodity', 'Power');
    await choose('Category', 'Short Term');
    expect(create).toBeDisabled();
    await choose('Level', 'System');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({
      name: 'COAST peak week', commodity: 'power', category: 'shortTermForecast', level: 'system',
      levelsExist: true, configId: 'cfg-ercot-forecast', mode: 'create',
    }));
  });

  it('hides the level select when the category has no levels', async () => {
    const { d, onConfirm } = await setup();
    await userEvent.type(d.getByLabelText('Name'), 'Gas outlook');
    await choose('Commodity', 'Gas');
    await choose('Category', 'Long Term');
    expect(d.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument();
    expect(d.getByLabelText('Name')).toHaveValue('Gas outlook');
    expect(d.getByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ configId: 'cfg-gas-lt', levelsExist: false, level: '' }));
  });

  it('shows the name and description errors of the spec and keeps the button disabled', async () => {
    const { d } = await setup({ initial: { configId: 'cfg-ercot-forecast' } });
    const name = d.getByLabelText('Name');
    const create = d.getByRole('button', { name: 'Create' });
    await userEvent.type(name, '   ');
    expect(d.getByText(TEXT_DASHBOARD_NAME_REQUIRED)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(create).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(70));
    expect(create).toBeEnabled();
    await userEvent.type(name, 'y');
    expect(d.getByText(TEXT_DASHBOARD_NAME_TOO_LONG)).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.type(name, '{Backspace}');
    const description = d.getByLabelText('Description');
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(256));
    expect(create).toBeEnabled();
    await userEvent.type(description, 'e');
    expect(d.getByText(TEXT_DESCRIPTION_TOO_LONG)).toBeInTheDocument();
    expect(create).toBeDisabled();
  });

  it('copy mode is titled Copy Dashboard, starts from the original and locks the selects', async () => {
    const { dialog, d, onConfirm } = await setup({ mode: 'copy', initial: { name: 'Copy-COAST load July 2019', configId: 'cfg-ercot-zone-load' } });
    expect(dialog).toHaveAccessibleName('Copy Dashboard');
    expect(d.getByLabelText('Name')).toHaveValue('Copy-COAST load July 2019');
    for (const label of ['Commodity', 'Category', 'Level']) expect(d.getByRole('combobox', { name: label })).toBeDisabled();
    expect(d.getByRole('combobox', { name: 'Level' })).toHaveTextContent('Weather zone');
    await userEvent.click(d.getByRole('button', { name: 'Copy' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ name: 'Copy-COAST load July 2019', configId: 'cfg-ercot-zone-load', mode: 'copy' }));
  });

  it('saving an unsaved dashboard is titled Create New Dashboard with locked selects', async () => {
    const { dialog, d } = await setup({ mode: 'unsaved', initial: { name: 'Untitled', configId: 'cfg-ercot-forecast' } });
    expect(dialog).toHaveAccessibleName('Create New Dashboard');
    expect(d.getByRole('combobox', { name: 'Commodity' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('fills the locked selects from config items that arrive after the dialog opened', async () => {
    const onConfirm = vi.fn();
    const props = { open: true, mode: 'copy' as const, initial: { name: 'Copy-x', configId: 'cfg-ercot-zone-load' }, onConfirm, onCancel: () => {} };
    const { rerender } = render(<DashboardDialog {...props} configItems={[]} />);
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toBeDisabled();
    rerender(<DashboardDialog {...props} configItems={CONFIGS} />);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('Weather zone');
    await userEvent.click(copy);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ configId: 'cfg-ercot-zone-load' }));
  });

  it('Cancel calls onCancel; pending keeps the confirm button busy', async () => {
    const { d, onCancel } = await setup({ pending: true, mode: 'copy', initial: { name: 'x', configId: 'cfg-ercot-forecast' } });
    expect(d.getByRole('button', { name: 'Copy' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

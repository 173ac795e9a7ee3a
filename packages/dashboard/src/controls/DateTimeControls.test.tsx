/// <reference types="@testing-library/jest-dom/vitest" />
import type { DateBound } from '@loadline/core';
import { createMemoryAdapter, FIXTURE_DATASOURCES } from '@loadline/core/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateTimeControls, type DateTimeControlsProps } from './DateTimeControls';

const zone = 'America/Chicago';
const fixed = (value: string): DateBound => ({ dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value });
const relative = (quantity: number, identifier: DateBound['identifier'] = 'endData'): DateBound =>
  ({ dateType: 'relative', identifier, quantity, multiplier: 1, value: null });

let dataMin: Date;
let dataMax: Date;
beforeAll(async () => {
  // Time boundary of the memory adapter's ERCOT load: 2019-03-10 (local) to 2019-11-03 (local).
  const boundary = await createMemoryAdapter().query.timeBoundary(FIXTURE_DATASOURCES.load);
  dataMin = new Date(boundary.minTime as string);
  dataMax = new Date(boundary.maxTime as string);
});

function setup(props: Partial<DateTimeControlsProps> = {}) {
  const onChange = vi.fn();
  render(
    <DateTimeControls
      timezone={zone} isHourEndingSelected from={fixed('2019-07-01')} to={fixed('2019-07-31')}
      dataMin={dataMin} dataMax={dataMax} onChange={onChange} now={new Date('2026-11-21T12:00:00Z')} {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

const dateInput = (group: string) => within(screen.getByRole('group', { name: group })).getByLabelText('Date');

describe('DateTimeControls', () => {
  it('labels the pickers after their type', () => {
    setup({ to: relative(0) });
    expect(screen.getByRole('group', { name: 'Start (Fixed)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'End (Relative)' })).toBeInTheDocument();
  });

  it('clamps a start before the data to its first local day', () => {
    const { onChange } = setup();
    fireEvent.change(dateInput('Start (Fixed)'), { target: { value: '2019-01-15' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ type: 'setDateRange', from: fixed('2019-03-10'), to: fixed('2019-07-31') });
  });

  it('clamps an end after the data to its last local day', () => {
    const { onChange } = setup();
    fireEvent.change(dateInput('End (Fixed)'), { target: { value: '2020-02-01' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ type: 'setDateRange', from: fixed('2019-07-01'), to: fixed('2019-11-03') });
  });

  it('refuses a start after the end, saying so', () => {
    const { onChange } = setup();
    fireEvent.change(dateInput('Start (Fixed)'), { target: { value: '2019-08-15' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Start cannot be after End: 2019-08-15 is after 2019-07-31. The dates were not changed.');
  });

  it('refuses a Relative Start of 0 days from End of data after a Fixed End (never an empty range in silence)', () => {
    const { onChange } = setup({ from: relative(200), to: fixed('2019-07-31') });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(within(screen.getByRole('group', { name: 'Start (Relative)' })).getByLabelText('Days'), { target: { value: '0' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Start cannot be after End: 2019-11-03 is after 2019-07-31.');
  });

  it('says so when a stored range has its start after its end', () => {
    setup({ from: relative(0), to: fixed('2019-07-31') });
    expect(screen.getByRole('alert')).toHaveTextContent('Start cannot be after End: 2019-11-03 is after 2019-07-31. The cards show 2019-07-31 only.');
  });

  it('shows the date a relative bound is charted as, clamped to the data', () => {
    // 'Today -30 -> Today' on data ending 2019-11-03: both ends are charted as 2019-11-03.
    setup({ from: relative(30, 'today'), to: relative(0, 'today') });
    const start = screen.getByRole('group', { name: 'Start (Relative)' });
    expect(within(start).getByText('2019-11-03')).toBeInTheDocument();
    expect(within(start).queryByText('2026-10-22')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('charts End of data as the last actual day when forecasts reach past it', async () => {
    // Actuals end 2019-10-31 (local); forecast runs reach the data's last day, 2019-11-03.
    const dataEnd = new Date('2019-11-01T04:00:00Z');
    const { onChange, user } = setup({ from: relative(30), to: relative(0), dataEnd });
    expect(within(screen.getByRole('group', { name: 'End (Relative)' })).getByText('2019-10-31')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Start (Relative)' })).getByText('2019-10-01')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'End (Relative)' })).getByRole('radio', { name: 'Fixed' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'setDateRange', from: relative(30), to: { ...relative(0), dateType: 'fixed', value: '2019-10-31' } });
  });

  it('keeps a fixed End inside the forecasts after End of data (only the data\'s last day clamps)', () => {
    const { onChange } = setup({ dataEnd: new Date('2019-11-01T04:00:00Z') });
    fireEvent.change(dateInput('End (Fixed)'), { target: { value: '2019-11-02' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ type: 'setDateRange', from: fixed('2019-07-01'), to: fixed('2019-11-02') });
  });

  it('switches a relative bound to Fixed at the day it stood for', async () => {
    const { onChange, user } = setup({ from: relative(11), to: relative(0) });
    await user.click(within(screen.getByRole('group', { name: 'Start (Relative)' })).getByRole('radio', { name: 'Fixed' }));
    // 11 days before the data's last local day (2019-11-03).
    expect(onChange).toHaveBeenCalledWith({ type: 'setDateRange', from: { ...relative(11), dateType: 'fixed', value: '2019-10-23' }, to: relative(0) });
  });

  it('keeps relative bounds in the past', () => {
    const { onChange } = setup({ from: relative(11), to: relative(0) });
    const days = within(screen.getByRole('group', { name: 'Start (Relative)' })).getByLabelText('Days');
    expect(days).toHaveValue(-11);
    fireEvent.change(days, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith({ type: 'setDateRange', from: relative(0), to: relative(0) });
    // Not in silence: the controls say the future Start was set to 0 days back.
    expect(screen.getByRole('alert')).toHaveTextContent('Relative dates cannot be in the future: Start was set to 0 days back (2019-11-03).');
  });

  it('sends the hour convention and the time zone', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Hour Beginning' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'setHourEnding', isHourEndingSelected: false });
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toBeInTheDocument();
  });

  it('disables the date pickers while the range is initializing', () => {
    setup({ dataMin: null, dataMax: null });
    expect(dateInput('Start (Fixed)')).toBeDisabled();
    expect(dateInput('End (Fixed)')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Hour Ending' })).toBeEnabled();
  });
});

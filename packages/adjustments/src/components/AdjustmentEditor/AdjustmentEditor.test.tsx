import '@testing-library/jest-dom/vitest';
import { LoadlineHttpError, type Adjustment, type AdjustmentsApi } from '@loadline/core';
import { ToastProvider, createToastQueue } from '@loadline/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StoryProvider } from '../../stories/storyAdapter';
import { storyEditorAdjustment } from '../../stories/storyEditor';
import { AdjustmentEditor } from './AdjustmentEditor';

function setup(adjustment: Adjustment, spy: (api: AdjustmentsApi) => Partial<AdjustmentsApi> = () => ({})) {
  const queue = createToastQueue();
  const onOpen = vi.fn();
  const download = vi.fn();
  let api: AdjustmentsApi | undefined;
  render(
    <ToastProvider queue={queue}>
      <StoryProvider adjustments={[adjustment]} adapt={(a) => {
        api = { ...a.adjustments, ...spy(a.adjustments) };
        return { ...a, adjustments: api };
      }}>
        <AdjustmentEditor adjustmentId={adjustment.adjustmentId} onOpen={onOpen} download={download} />
      </StoryProvider>
    </ToastProvider>,
  );
  const toasts = () => queue.getSnapshot().map((toast) => toast.title);
  return { onOpen, download, toasts, api: () => api as AdjustmentsApi };
}

const grid = () => screen.findByRole('grid', { name: 'Adjustment rows' });
const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AdjustmentEditor', () => {
  it('bulk +5 % on weekday HE15-19, then saves v.1 with a reason and comment', async () => {
    const createVersion = vi.fn();
    const { toasts } = setup(storyEditorAdjustment(), (a) => ({
      createVersion: async (id, body, o) => {
        createVersion(body);
        return a.createVersion(id, body, o);
      },
    }));
    await grid();
    expect(screen.getByText(/168 of 168 rows shown/)).toBeInTheDocument();
    expect(screen.getByText('Forecast (no version saved)', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekday' }));
    const from = screen.getByRole('spinbutton', { name: 'From hour' });
    await userEvent.clear(from);
    await userEvent.type(from, '15');
    const to = screen.getByRole('spinbutton', { name: 'To hour' });
    await userEvent.clear(to);
    await userEvent.type(to, '19');
    // 2019-07-01 is a Monday: 5 weekdays (July 4 included) of the week, 5 hours each.
    expect(screen.getByText(/25 of 168 rows shown/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all shown rows' }));
    await click('Bulk Action');
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Action' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a calculation');
    await choose('Calculation', 'Percent');
    await userEvent.type(within(dialog).getByLabelText('Value'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await click('Save');
    const save = await screen.findByRole('dialog', { name: 'Save adjustment' });
    expect(within(save).getByText('25', { selector: '[data-figure="rows"]' })).toBeInTheDocument();
    await userEvent.click(within(save).getByRole('button', { name: 'Save' }));
    expect(within(save).getByText('Enter a comment')).toBeInTheDocument();
    await choose('Reason', 'Weather event');
    await userEvent.type(within(save).getByLabelText('Comment'), 'Heat advisory');
    await userEvent.click(within(save).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Adjustment saved as v.1'));
    const body = createVersion.mock.calls[0]?.[0] as { data: { adjustmentCalculation: string; adjustmentValue: number }[]; reasonCode: string; comment: string };
    expect(body.data).toHaveLength(25);
    expect(body.data.every((p) => p.adjustmentCalculation === 'percent' && p.adjustmentValue === 5)).toBe(true);
    expect(body).toMatchObject({ reasonCode: 'weather_event', comment: 'Heat advisory' });
    expect(await screen.findByRole('button', { name: /v\.1 · Latest Version/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/Weather event: Heat advisory/)).toBeInTheDocument();
  });

  it('pastes as many numbers as rows selected, else says they do not match', async () => {
    setup(storyEditorAdjustment());
    await grid();
    await userEvent.type(screen.getByLabelText('From date'), '2019-07-02');
    await userEvent.type(screen.getByLabelText('To date'), '2019-07-02');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all shown rows' }));
    expect(screen.getByText(/24 of 168 rows shown · 24 selected/)).toBeInTheDocument();
    await click('Paste from Spreadsheet');
    const dialog = await screen.findByRole('dialog', { name: 'Paste from Spreadsheet' });
    const box = within(dialog).getByLabelText(/Numbers from a spreadsheet/);
    // The dialog moves focus into itself once open: paste after that, or the text goes elsewhere.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(box);
    await userEvent.paste('1,000.5\n2000');
    expect(within(dialog).getByText('The pasted data does not match the amount of rows selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.paste(Array.from({ length: 24 }, (_, i) => String(10_000 + i)).join('\n'));
    expect(within(dialog).getByText('24 numbers read')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('=10000').length).toBeGreaterThan(0);
  });

  it('saving on an older version warns that later versions are overridden', async () => {
    const a = { ...storyEditorAdjustment(), versions: [{ versionId: 'v1', createdAt: '2019-06-30T13:00:00Z' }, { versionId: 'v2', createdAt: '2019-06-30T14:00:00Z' }] };
    const updateVersion = vi.fn(async () => {});
    setup(a, () => ({
      stitched: async () => a.summary.map((p) => ({ ...p, adjustmentCalculation: 'none' as const, adjustmentValue: null })),
      updateVersion,
    }));
    await grid();
    expect(screen.getByRole('button', { name: /v\.2 · Latest Version/ })).toHaveAttribute('aria-current', 'true');
    const g = await grid();
    g.focus();
    await userEvent.keyboard('+100{Enter}');
    await click(/^v\.1/);
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await click('Keep editing');
    expect(screen.getByRole('button', { name: /v\.2 · Latest Version/ })).toHaveAttribute('aria-current', 'true');
    await click(/^v\.1/);
    await click('Discard changes');
    await waitFor(() => expect(screen.getByRole('button', { name: /^v\.1/ })).toHaveAttribute('aria-current', 'true'));
    (await grid()).focus();
    await userEvent.keyboard('+100{Enter}');
    await click('Save');
    const save = await screen.findByRole('dialog', { name: 'Save adjustment' });
    expect(within(save).getByRole('alert')).toHaveTextContent('You are saving on v.1, an older version: saving overrides it and discards every later version.');
    await choose('Reason', 'Data error');
    await userEvent.type(within(save).getByLabelText('Comment'), 'fix');
    await userEvent.click(within(save).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateVersion).toHaveBeenCalledWith(a.adjustmentId, 'v1', expect.objectContaining({ reasonCode: 'data_error' })));
  });

  it('asks the browser to confirm closing the tab only with unsaved edits', async () => {
    setup(storyEditorAdjustment());
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    (await grid()).focus();
    expect(leave()).toBe(false);
    await userEvent.keyboard('+5{Enter}');
    expect(leave()).toBe(true);
  });

  it('a save answered 413 toasts the chunking message', async () => {
    const { toasts } = setup(storyEditorAdjustment(), () => ({ createVersion: async () => { throw new LoadlineHttpError(413, 'Request body is too large'); } }));
    (await grid()).focus();
    await userEvent.keyboard('*2{Enter}');
    await click('Save');
    const save = await screen.findByRole('dialog', { name: 'Save adjustment' });
    await choose('Reason', 'Other');
    await userEvent.type(within(save).getByLabelText('Comment'), 'big');
    await userEvent.click(within(save).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Payload too large... try reducing the amount saved by saving chunks (i.e. multiple times)'));
  });

  it('an approved adjustment is read-only and can be copied into a new draft', async () => {
    const { onOpen } = setup(storyEditorAdjustment({ status: 'approved' }));
    await grid();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bulk Action' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Paste from Spreadsheet' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await click('Copy into a new draft');
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(expect.stringMatching(/^adj-/)));
  });

  it('a colleague approves a draft', async () => {
    const approve = vi.fn(async () => {});
    const { toasts } = setup(storyEditorAdjustment({ createdBy: 'usr-gcp-forecaster' }), () => ({ approve }));
    await grid();
    expect(screen.getByText('Only the author edits this adjustment; you can review and approve it.')).toBeInTheDocument();
    await click('Approve');
    await waitFor(() => expect(approve).toHaveBeenCalledWith('adj-editor'));
    expect(toasts()).toContain('Adjustment approved');
  });

  it('downloads the rows as CSV', async () => {
    const { download } = setup(storyEditorAdjustment({ hours: 2 }));
    await grid();
    await click('Download');
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ name: 'Heat-wave-uplift-COAST.csv', type: 'text/csv' }));
    const csv = (download.mock.calls[0]?.[0] as { data: string }).data;
    expect(csv.split('\r\n')[1]).toMatch(/^2019-07-01T00:00:00-05:00,2019-07-01T01:00:00-05:00,HE1,America\/Chicago,MWh,\d/);
  });

  it("shows 'No adjustment data' without rows", async () => {
    setup(storyEditorAdjustment({ hours: 0 }));
    expect(await screen.findByText('No adjustment data')).toBeInTheDocument();
  });
});

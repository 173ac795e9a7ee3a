import '@testing-library/jest-dom/vitest';
import type { DataAdapter } from '@loadline/core';
import { ToastProvider } from '@loadline/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StoryProvider } from '../../stories/storyAdapter';
import { Calculations, type CalculationsProps } from './Calculations';

const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
const line = (id: string, edc = 'ONCOR') => `${id},ERCOT,ERCOT,${edc},TX-ONCOR-001,RESLOWR_COAST,2024-01-01,2024-01-31,2023-12-15`;
const file = (text: string, name = 'rows.csv') => new File([text], name, { type: 'text/csv' });
const NOW = () => new Date('2025-07-01T15:04:05Z');

function setup(props: Partial<CalculationsProps> = {}, adapt?: (a: DataAdapter) => Partial<DataAdapter>, wrap = (n: ReactNode) => n) {
  const onViewJobs = vi.fn();
  render(wrap(
    <StoryProvider adapt={adapt}>
      <ToastProvider>
        <Calculations userName="analyst@gulfcoast-power.test" onViewJobs={onViewJobs} now={NOW} createWorker={() => null} {...props} />
      </ToastProvider>
    </StoryProvider>,
  ));
  return { onViewJobs };
}
const listed = () => within(screen.getByRole('list', { name: 'Input rows' })).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('Calculations (spec part 2 §2, §4 "Job creation", §5, §8)', () => {
  it('imports good rows and reports the duplicates and bad ones', async () => {
    setup();
    await waitFor(() => expect(fileInput()).toBeEnabled());
    await userEvent.upload(fileInput(), file([HEADER, line('M1'), '', line('M2'), line('M1'), line('M-3'), line('M4', 'NOWHERE')].join('\n')));
    await waitFor(() => expect(listed()).toEqual(['M1', 'M2']));
    const report = 'From the 5 rows on the file, 3 have not be imported as are duplicates or have errors';
    expect((await screen.findAllByText(report)).length).toBe(2); // the toast and the line above the table
  });

  it("aborts with 'file has incorrect headers' and 'file size bigger than expected'", async () => {
    setup({ maxFileBytes: 200 });
    await waitFor(() => expect(fileInput()).toBeEnabled());
    await userEvent.upload(fileInput(), file('meterId,market\nM1,ERCOT\n'));
    expect((await screen.findAllByText('file has incorrect headers')).length).toBeGreaterThan(0);
    await userEvent.upload(fileInput(), file([HEADER, line('M1'), line('M2'), line('M3')].join('\n')));
    expect((await screen.findAllByText('file size bigger than expected')).length).toBeGreaterThan(0);
    expect(screen.getByText('No rows yet: import a CSV file or add a row')).toBeInTheDocument();
  });

  it('adds, edits and deletes a row by hand with the same rules', async () => {
    setup();
    const add = screen.getByRole('button', { name: 'Add row' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add row' });
    await userEvent.type(within(dialog).getByLabelText('meterId'), 'M-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Meter id must contain only letters and digits')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('market')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(dialog).getByLabelText('meterId'));
    await userEvent.type(within(dialog).getByLabelText('meterId'), 'M1');
    for (const [f, v] of [['market', 'ERCOT'], ['iso', 'ERCOT'], ['edc', 'ONCOR'], ['product', 'TX-ONCOR-001'], ['profile', 'RESLOWR_COAST']] as const) {
      await userEvent.selectOptions(within(dialog).getByLabelText(f), v);
    }
    await userEvent.type(within(dialog).getByLabelText('startDate'), '2024-02-01');
    await userEvent.type(within(dialog).getByLabelText('endDate'), '2024-01-01');
    await userEvent.type(within(dialog).getByLabelText('asOfDate'), '2024-01-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('End date must not be before start date')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('endDate'));
    await userEvent.type(within(dialog).getByLabelText('endDate'), '2024-02-29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listed()).toEqual(['M1']);
    // The same row again is refused.
    await userEvent.click(screen.getByRole('button', { name: 'Edit row M1' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit row' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.upload(fileInput(), file([HEADER, 'M1,ERCOT,ERCOT,ONCOR,TX-ONCOR-001,RESLOWR_COAST,2024-02-01,2024-02-29,2024-01-15', line('M2')].join('\n')));
    await waitFor(() => expect(listed()).toEqual(['M1', 'M2']));
    await userEvent.click(screen.getByRole('button', { name: 'Edit row M2' }));
    const edit = screen.getByRole('dialog', { name: 'Edit row' });
    await userEvent.clear(within(edit).getByLabelText('meterId'));
    await userEvent.type(within(edit).getByLabelText('meterId'), 'M1');
    await userEvent.clear(within(edit).getByLabelText('startDate'));
    await userEvent.type(within(edit).getByLabelText('startDate'), '2024-02-01');
    await userEvent.clear(within(edit).getByLabelText('endDate'));
    await userEvent.type(within(edit).getByLabelText('endDate'), '2024-02-29');
    await userEvent.clear(within(edit).getByLabelText('asOfDate'));
    await userEvent.type(within(edit).getByLabelText('asOfDate'), '2024-01-15');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByRole('alert')).toHaveTextContent('The row already exists on the table');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete row M2' }));
    expect(listed()).toEqual(['M1']);
  });

  it('runs: default name username_timestamp, create, upload, start, then the toast with View', async () => {
    const calls: string[] = [];
    let uploaded = '';
    const adapt = (a: DataAdapter): Partial<DataAdapter> => ({
      ...a,
      pricing: {
        ...a.pricing,
        createJob: async (b, o) => { calls.push(`create ${b.name} ${b.type}`); return a.pricing.createJob(b, o); },
        uploadJobInput: async (u, csv, o) => { calls.push('upload'); uploaded = csv; return a.pricing.uploadJobInput(u, csv, o); },
        startJob: async (id, o) => { calls.push('start'); return a.pricing.startJob(id, o); },
      },
    });
    const { onViewJobs } = setup({}, adapt);
    await waitFor(() => expect(fileInput()).toBeEnabled());
    await userEvent.upload(fileInput(), file([HEADER, line('M1'), line('M2')].join('\n')));
    await waitFor(() => expect(listed()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = screen.getByRole('dialog', { name: 'Run' });
    // The dialog moves focus into itself once open: type after that, or the keys go elsewhere.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByLabelText('Run name')).toHaveValue('analyst_20250701150405');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'x'.repeat(257));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Notes must be 256 characters or fewer')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Notes'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const toast = await screen.findByText('Job with name: analyst_20250701150405 was created');
    expect(calls).toEqual(['create analyst_20250701150405 retail_cost_calculation', 'upload', 'start']);
    expect(uploaded.split('\n')[0]).toBe(HEADER);
    expect(uploaded).toContain(line('M2'));
    await userEvent.click(within(toast.closest('[data-ll-part="toast"]') ?? document.body).getByRole('button', { name: 'View' }));
    expect(onViewJobs).toHaveBeenCalled();
  });

  it("says 'Jobs in queue rate has been reached' on 409, and the spec's text when the option lists fail", async () => {
    const adapt = (a: DataAdapter): Partial<DataAdapter> => ({
      ...a,
      pricing: { ...a.pricing, createJob: () => Promise.reject(Object.assign(new Error('Conflict'), { status: 409 })) },
    });
    setup({}, adapt);
    await waitFor(() => expect(fileInput()).toBeEnabled());
    await userEvent.upload(fileInput(), file([HEADER, line('M1')].join('\n')));
    await waitFor(() => expect(listed()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Check Status' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Check Status' })).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Jobs in queue rate has been reached')).toBeInTheDocument();
  });

  it('shows the input-values text when the distinct lists cannot be loaded', async () => {
    const adapt = (a: DataAdapter): Partial<DataAdapter> => ({ ...a, pricing: { ...a.pricing, calculationParameters: () => Promise.reject(new Error('down')) } });
    setup({}, adapt);
    const text = "Values for the inputs could't be loaded. Please, check your conection and/or try again in a few moments";
    expect((await screen.findAllByText(text, undefined, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add row' })).toBeDisabled();
  });

  it('imports through the worker protocol, and on the main thread when the worker script cannot load', async () => {
    const { importCsv } = await import('../../model/importCsv');
    // A stand-in worker that runs the import as the real one does and posts the same messages.
    const working = () => {
      const w = {
        onmessage: null as ((e: MessageEvent) => void) | null,
        onerror: null as ((e: ErrorEvent) => void) | null,
        terminate: vi.fn(),
        postMessage: ({ input, settings }: { input: Blob; settings: Parameters<typeof importCsv>[1] }) => {
          void importCsv(input, settings, { onRows: (rows) => w.onmessage?.({ data: { type: 'rows', rows } } as MessageEvent) })
            .then((outcome) => w.onmessage?.({ data: { type: 'done', outcome } } as MessageEvent));
        },
      };
      return w;
    };
    const broken = () => {
      const w = { onmessage: null, onerror: null as ((e: ErrorEvent) => void) | null, terminate: vi.fn(), postMessage: () => setTimeout(() => w.onerror?.({ message: '' } as ErrorEvent), 0) };
      return w;
    };
    for (const createWorker of [working, broken]) {
      const { unmount } = render(
        <StoryProvider><ToastProvider><Calculations userName="a" onViewJobs={() => {}} createWorker={createWorker} /></ToastProvider></StoryProvider>,
      );
      await waitFor(() => expect(fileInput()).toBeEnabled());
      await userEvent.upload(fileInput(), file([HEADER, line('W1'), line('W2'), line('W1')].join('\n')));
      await waitFor(() => expect(listed()).toEqual(['W1', 'W2']));
      unmount();
    }
  });

  it('reruns a job: its input CSV is fetched and imported', async () => {
    const adapt = (a: DataAdapter): Partial<DataAdapter> => ({ ...a, pricing: { ...a.pricing, jobInputCsv: async () => [HEADER, line('R1'), line('R2')].join('\n') } });
    setup({ rerunJobId: 'job-1' }, adapt);
    await waitFor(() => expect(listed()).toEqual(['R1', 'R2']));
  });
});

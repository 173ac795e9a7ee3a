import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@loadline/ui';
import { useEffect, useRef } from 'react';
import { StoryProvider } from '../../stories/storyAdapter';
import { Calculations } from './Calculations';

const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
const line = (id: string, edc = 'ONCOR') => `${id},ERCOT,ERCOT,${edc},TX-ONCOR-001,RESLOWR_COAST,2024-01-01,2024-01-31,2023-12-15`;

/** Imports `csv` into the screen once the option lists are in (what choosing a file does). */
function WithFile({ csv }: { csv: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = setInterval(() => {
      const input = host.current?.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input || input.disabled) return;
      clearInterval(id);
      const data = new DataTransfer();
      data.items.add(new File([csv], 'rows.csv', { type: 'text/csv' }));
      input.files = data.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, 50);
    return () => clearInterval(id);
  }, [csv]);
  return (
    <div ref={host}>
      <Calculations userName="analyst@gulfcoast-power.test" onViewJobs={() => {}} createWorker={() => null} />
    </div>
  );
}

const meta: Meta<typeof WithFile> = {
  title: 'pricing/ImportReport',
  component: WithFile,
  decorators: [(Story) => <StoryProvider><ToastProvider><Story /></ToastProvider></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Good, duplicate and bad rows: 'From the 5 rows on the file, 3 have not be imported as are duplicates or have errors'. */
export const SkippedRows: Story = { args: { csv: [HEADER, line('M1'), '', line('M2'), line('M1'), line('M-3'), line('M4', 'NOWHERE')].join('\n') } };
export const SkippedRowsDark: Story = { ...SkippedRows, globals: { theme: 'dark' } };
/** Aborted: 'file has incorrect headers'. */
export const WrongHeaders: Story = { args: { csv: 'meterId,market\nM1,ERCOT\n' } };
export const WrongHeadersDark: Story = { ...WrongHeaders, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../primitives/Button/Button';
import type { ToastInput } from './toastQueue';
import { useToast } from './ToastProvider';

function Demo({ toasts }: { toasts: ToastInput[] }) {
  const toast = useToast();
  useEffect(() => {
    toasts.forEach((t) => toast.show({ ...t, duration: null }));
  }, [toast, toasts]);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.show({ kind: 'positive', title: 'Dashboard saved successfully' })}>Positive</Button>
      <Button variant="secondary" onClick={() => toast.show({ kind: 'warning', title: 'Working on previous action' })}>
        Warning
      </Button>
      <Button variant="danger" onClick={() => toast.show({ kind: 'error', title: 'Something went wrong' })}>
        Error
      </Button>
    </div>
  );
}

const all: ToastInput[] = [
  { kind: 'positive', title: 'Job with name: Summer run was created', action: { label: 'View', onAction: () => {} } },
  { kind: 'neutral', title: 'Dashboard shared' },
  { kind: 'warning', title: 'Working on previous action' },
  { kind: 'error', title: 'Jobs in queue rate has been reached' },
];

const meta = { title: 'ui/Toast', component: Demo, args: { toasts: all } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};
export const AllKindsDark: Story = { globals: { theme: 'dark' } };
export const Empty: Story = { args: { toasts: [] } };
export const Dark: Story = { args: { toasts: [] }, globals: { theme: 'dark' } };

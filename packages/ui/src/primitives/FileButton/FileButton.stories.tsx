import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FileButton } from './FileButton';

const meta = {
  title: 'ui/Primitives/FileButton',
  component: FileButton,
  args: { children: 'Choose a CSV file', accept: '.csv,text/csv', onFileChange: () => undefined },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the picked file and shows its name, as a form that submits it later does. */
function WithName(props: { disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileButton accept=".csv,text/csv" emptyText="No file chosen" fileName={file?.name} onFileChange={setFile} disabled={props.disabled}>
      Choose a CSV file
    </FileButton>
  );
}

/** Acts on the file at once (an import that reads it), so no name is shown. */
export const ActsAtOnce: Story = { args: { children: 'Import CSV', resetAfterPick: true } };
export const ShowsFileName: Story = { render: () => <WithName /> };
export const Primary: Story = { args: { variant: 'primary' } };
export const Disabled: Story = { render: () => <WithName disabled /> };
export const Dark: Story = { render: () => <WithName />, globals: { theme: 'dark' } };

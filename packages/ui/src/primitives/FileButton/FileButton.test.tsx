import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

const csv = (name: string) => new File(['a,b\n1,2\n'], name, { type: 'text/csv' });

function Named() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileButton accept=".csv" emptyText="No file chosen" fileName={file?.name} onFileChange={setFile}>
      Choose a CSV file
    </FileButton>
  );
}

describe('FileButton', () => {
  it('is a file input named by its label, described by the chosen file name', async () => {
    render(<Named />);
    const input = screen.getByLabelText('Choose a CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv');
    expect(input).toHaveAccessibleDescription('No file chosen');
    await userEvent.upload(input, csv('zones.csv'));
    expect(input).toHaveAccessibleDescription('zones.csv');
    expect(input.closest('label')).toHaveAttribute('data-ll-part', 'file-button');
  });

  it('hands over each pick, the same file twice when it resets after a pick', async () => {
    const onFileChange = vi.fn();
    render(<FileButton onFileChange={onFileChange} resetAfterPick>Import CSV</FileButton>);
    const input = screen.getByLabelText<HTMLInputElement>('Import CSV');
    const file = csv('rows.csv');
    await userEvent.upload(input, file);
    expect(input.value).toBe('');
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenCalledTimes(2);
    expect(onFileChange).toHaveBeenLastCalledWith(file);
  });

  it('takes no file when disabled and says so on its label', async () => {
    const onFileChange = vi.fn();
    render(<FileButton onFileChange={onFileChange} disabled>Import CSV</FileButton>);
    const input = screen.getByLabelText('Import CSV');
    expect(input).toBeDisabled();
    expect(input.closest('label')).toHaveAttribute('data-disabled', 'true');
    await userEvent.upload(input, csv('rows.csv'));
    expect(onFileChange).not.toHaveBeenCalled();
  });
});

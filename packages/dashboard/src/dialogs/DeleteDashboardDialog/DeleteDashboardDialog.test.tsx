/// <reference types="@testing-library/jest-dom/vitest" />
import { TEXT_CANNOT_DELETE_SHARED, TEXT_CANNOT_DELETE_TITLE, dashboardSchema } from '@loadline/core';
import { FIXTURE_DASHBOARDS } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteDashboardDialog } from './DeleteDashboardDialog';

const [own, sharedByName, sharedWithOrg] = FIXTURE_DASHBOARDS.map((d) => dashboardSchema.parse(d));

function setup(dashboard: typeof own) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<DeleteDashboardDialog open dashboard={dashboard!} onConfirm={onConfirm} onCancel={onCancel} />);
  return { dialog: screen.getByRole('dialog'), onConfirm, onCancel };
}

describe('DeleteDashboardDialog', () => {
  it('confirms deleting a private dashboard', async () => {
    const { dialog, onConfirm } = setup(own);
    expect(dialog).toHaveAccessibleName('Delete Dashboard');
    expect(dialog).toHaveTextContent('COAST load July 2019');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['shared with named users', sharedByName],
    ['shared with the organisation', sharedWithOrg],
  ])('blocks deleting a dashboard %s: the spec text and no Delete button', async (_, dashboard) => {
    const { dialog, onConfirm, onCancel } = setup(dashboard);
    expect(dialog).toHaveAccessibleName(TEXT_CANNOT_DELETE_TITLE);
    expect(dialog).toHaveAccessibleDescription(TEXT_CANNOT_DELETE_SHARED);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

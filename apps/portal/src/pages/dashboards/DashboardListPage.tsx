import { LAST_MONTH_OF_DATA_DATE_RANGE } from '@loadline/core';
import { useConfigItems, useCreateDashboard } from '@loadline/core/react';
import { DashboardDialog, DashboardList } from '@loadline/dashboard';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as app from '../../app/app.css';
import { useSignedInUser } from '../../signIn/SignedInUser';
import type { DashboardKind } from './dashboardKinds';
import { useActionFailure } from './useActionFailure';
import { localTimeZone } from '@loadline/ui';

/**
 * Dashboard list of one area (spec part 1 §2 "Dashboard list page"): Dashboards with the count,
 * My Dashboards and Shared With Me, and Add New Dashboard opening the Create New Dashboard dialog;
 * a created dashboard opens at its route, empty, in the local zone, on the last month of the data
 * (core `LAST_MONTH_OF_DATA_DATE_RANGE`, as an unsaved dashboard).
 */
export function DashboardListPage({ kind }: { kind: DashboardKind }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const fail = useActionFailure();
  const [creating, setCreating] = useState(() => (location.state as { create?: boolean } | null)?.create === true);
  const configs = useConfigItems();
  const create = useCreateDashboard();
  const ofType = (configs.data ?? []).filter(
    (c) => c.type === kind.type && (kind.categories === null || (kind.categories as readonly string[]).includes(c.category.name)),
  );

  return (
    <main className={app.page}>
      <DashboardList
        type={kind.type}
        currentUserId={user.email}
        onOpen={(id) => void navigate(`${kind.basePath}/${id}`)}
        onAddNew={() => setCreating(true)}
      />
      <DashboardDialog
        open={creating}
        mode="create"
        configItems={ofType}
        pending={create.isPending}
        onConfirm={(values) =>
          create.mutate(
            {
              name: values.name,
              description: values.description,
              configId: values.configId,
              settings: { calculators: [], timezone: localTimeZone(), is_hour_ending: false, date_range: { from: { ...LAST_MONTH_OF_DATA_DATE_RANGE.from, value: null }, to: { ...LAST_MONTH_OF_DATA_DATE_RANGE.to, value: null } } },
            },
            {
              onSuccess: ({ dashboardId }) => {
                setCreating(false);
                // The new dashboard's heading takes focus (DashboardPage), not the page body.
                void navigate(`${kind.basePath}/${dashboardId}`, { state: { created: true } });
              },
              onError: (error) => fail('other', error),
            },
          )
        }
        onCancel={() => setCreating(false)}
      />
    </main>
  );
}

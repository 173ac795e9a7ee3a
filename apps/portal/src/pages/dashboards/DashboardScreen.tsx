import {
  TEXT_DASHBOARD_SAVED,
  TEXT_SAVE_BEFORE_OVERVIEW,
  type Card,
  type ConfigItem,
  type Dashboard,
} from '@loadline/core';
import { useCreateDashboard, useSetCardOverview, useUpdateDashboard } from '@loadline/core/react';
import {
  DashboardEditor,
  createRequestFromEditor,
  dashboardContentFromEditor,
  dashboardReducer,
  selectedMarket,
  type DashboardEditorState,
} from '@loadline/dashboard';
import { useToast } from '@loadline/ui';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../signIn/SignedInUser';
import { DashboardActions, type DashboardDialogKind } from './DashboardActions';
import { useActionFailure } from './useActionFailure';
import type { DashboardKind } from './dashboardKinds';

/** Props of {@link DashboardScreen}. */
export interface DashboardScreenProps {
  kind: DashboardKind;
  config: ConfigItem;
  /** The stored dashboard, or null for the unsaved one. */
  dashboard: Dashboard | null;
  initial: DashboardEditorState;
  /** Every dashboard of the area, for the picker and the create/copy dialogs. */
  dashboards: readonly Dashboard[];
  configItems: readonly ConfigItem[];
}

/** The first forecast series on the dashboard (process time and its own market, if any), for the MAPE sidebar. */
function firstForecast(state: DashboardEditorState): { processTime: string; market: string | null } | null {
  for (const card of state.cards) {
    for (const s of card.dataSeries) {
      if (s.extras.series !== 'forecast' || !s.extras.processTime) continue;
      return { processTime: s.extras.processTime, market: selectedMarket(s.selectedFilters) };
    }
  }
  return null;
}

/**
 * One dashboard in the editor with its page actions (spec part 1 §2, §4, §6): Save (an unsaved
 * dashboard through the name dialog, then its route; a dashboard shared with the user is refused
 * with 'You cannot save a dashboard that was shared with you'), Copy, Share and Delete, and cards
 * added to or removed from the Overview.
 */
export function DashboardScreen({ kind, config, dashboard, initial, dashboards, configItems }: DashboardScreenProps) {
  const [state, dispatch] = useReducer(dashboardReducer, initial);
  const [dialog, setDialog] = useState<DashboardDialogKind>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const update = useUpdateDashboard();
  const create = useCreateDashboard();
  const setOverview = useSetCardOverview();

  const fail = useActionFailure();

  const save = useCallback(() => {
    if (!dashboard) {
      setDialog('saveUnsaved');
      return;
    }
    update.mutate(
      { dashboardId: dashboard.dashboardId, patch: { name: state.name, description: state.description, ...dashboardContentFromEditor(state) } },
      {
        onSuccess: () => toast.show({ kind: 'positive', title: TEXT_DASHBOARD_SAVED }),
        onError: (error) => fail('saveDashboard', error),
      },
    );
  }, [dashboard, update, state, toast, fail]);

  const saveUnsaved = useCallback(
    (values: { name: string; description: string; configId: string }) => {
      create.mutate(createRequestFromEditor(state, values), {
        onSuccess: ({ dashboardId }) => {
          toast.show({ kind: 'positive', title: TEXT_DASHBOARD_SAVED });
          setDialog(null);
          void navigate(`${kind.basePath}/${dashboardId}`);
        },
        onError: (error) => fail('saveDashboard', error),
      });
    },
    [create, state, toast, navigate, kind.basePath, fail],
  );

  const onToggleOverview = useCallback(
    (card: Card) => {
      if (!dashboard) {
        toast.show({ kind: 'neutral', title: TEXT_SAVE_BEFORE_OVERVIEW });
        return;
      }
      const isOverview = !card.isOverview;
      setOverview.mutate(
        { dashboardId: dashboard.dashboardId, cardId: card.id, isOverview },
        {
          onSuccess: () => dispatch({ type: 'toggleOverview', cardId: card.id }),
          onError: (error) => fail(isOverview ? 'addToOverview' : 'removeFromOverview', error),
        },
      );
    },
    [dashboard, setOverview, toast, fail],
  );

  const forecast = useMemo(() => firstForecast(state), [state]);
  const isOwner = dashboard === null || dashboard.owner === undefined || dashboard.owner === user.userId || dashboard.owner === user.email;

  return (
    <DashboardEditor
      config={config}
      state={state}
      dispatch={dispatch}
      onToggleOverview={onToggleOverview}
      forecast={forecast}
      actions={
        <DashboardActions
          kind={kind}
          dashboard={dashboard}
          state={state}
          isOwner={isOwner}
          dashboards={dashboards}
          configItems={configItems}
          dialog={dialog}
          setDialog={setDialog}
          onSave={save}
          onSaveUnsaved={saveUnsaved}
          saving={update.isPending || create.isPending}
        />
      }
    />
  );
}

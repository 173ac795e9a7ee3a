import { skipToken, useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { CardLayout, OverviewCard } from '../schemas/card.schema';
import type { ConfigItem } from '../schemas/config.schema';
import type { CreateDashboardRequestInput, Dashboard, UpdateDashboardRequestInput } from '../schemas/dashboard.schema';
import type { ShareUser } from '../schemas/user.schema';
import type { LoadlineQueryOptions } from './hookOptions';
import { useAdapterDomain, useLoadlineQueryClient } from './LoadlineProvider';
import { loadlineKeys } from './queryKeys';
import { loadlineQueries } from './queryOptions';

/**
 * Every config item, each with its dashboard type (GET user/v1/user/config/dashboards).
 *
 * @example const { data: configs = [] } = useConfigItems();
 */
export function useConfigItems(options: LoadlineQueryOptions = {}): UseQueryResult<ConfigItem[]> {
  const dashboards = useAdapterDomain('dashboards');
  return useQuery(
    { ...loadlineQueries.configItems(dashboards), ...options },
    useLoadlineQueryClient(),
  );
}

/**
 * The dashboards of one type the user owns or sees shared (GET user/v1/user/dashboards/?type=).
 * Nothing is fetched while `type` is null or empty.
 *
 * @example const { data = [] } = useDashboards('prod_load_forecast');
 */
export function useDashboards(type: string | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<Dashboard[]> {
  const { queryKey, queryFn } = loadlineQueries.dashboards(useAdapterDomain('dashboards'), type ?? '');
  return useQuery(
    { queryKey, queryFn: type ? queryFn : skipToken, ...options },
    useLoadlineQueryClient(),
  );
}

/**
 * One dashboard, picked from its type's list (the spec has no single-dashboard call), so it
 * shares the cache of {@link useDashboards}. `data` is null when the list holds no such id (the
 * screen shows DASHBOARD {id} NOT FOUND).
 *
 * @example const { data: dashboard } = useDashboard('prod_load_forecast', dashboardId);
 */
export function useDashboard(
  type: string | null | undefined,
  dashboardId: string | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<Dashboard | null> {
  const dashboards = useAdapterDomain('dashboards');
  return useQuery(
    {
      queryKey: loadlineKeys.dashboards.list(type ?? ''),
      queryFn: type && dashboardId ? ({ signal }) => dashboards.list({ type }, { signal }) : skipToken,
      select: (list: Dashboard[]) => list.find((d) => d.dashboardId === dashboardId) ?? null,
      ...options,
    },
    useLoadlineQueryClient(),
  );
}

function useDashboardMutation<TVariables, TData>(
  run: (variables: TVariables) => Promise<TData>,
  alsoInvalidate: readonly (readonly unknown[])[] = [],
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useLoadlineQueryClient();
  return useMutation(
    {
      mutationFn: run,
      onSuccess: async () => {
        await Promise.all([loadlineKeys.dashboards.all, ...alsoInvalidate].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey })));
      },
    },
    queryClient,
  );
}

/**
 * Creates a dashboard (POST user/v1/user/dashboards); resolves `{ dashboardId }`, refetches lists.
 *
 * @example const create = useCreateDashboard(); create.mutate({ name: 'COAST July', configId });
 */
export function useCreateDashboard(): UseMutationResult<{ dashboardId: string }, Error, CreateDashboardRequestInput> {
  const dashboards = useAdapterDomain('dashboards');
  return useDashboardMutation((body) => dashboards.create(body));
}

/**
 * Saves changes to a dashboard (PATCH user/v1/user/dashboards/{id}). Fails with status 404 for a
 * dashboard shared with the user ('You cannot save a dashboard that was shared with you').
 *
 * @example useUpdateDashboard().mutate({ dashboardId, patch: { name: 'COAST peak week' } });
 */
export function useUpdateDashboard(): UseMutationResult<void, Error, { dashboardId: string; patch: UpdateDashboardRequestInput }> {
  const dashboards = useAdapterDomain('dashboards');
  return useDashboardMutation(({ dashboardId, patch }) => dashboards.update(dashboardId, patch));
}

/**
 * Deletes a dashboard (DELETE user/v1/user/dashboards/{id}). Fails with 409 while it is shared.
 *
 * @example useDeleteDashboard().mutate(dashboardId);
 */
export function useDeleteDashboard(): UseMutationResult<void, Error, string> {
  const dashboards = useAdapterDomain('dashboards');
  return useDashboardMutation((dashboardId) => dashboards.delete(dashboardId));
}

/**
 * Shares a dashboard with named users (POST .../share/dashboard/{id}/users).
 *
 * @example useShareDashboard().mutate({ dashboardId, users: [{ id, name, email }] });
 */
export function useShareDashboard(): UseMutationResult<{ dashboardId: string }, Error, { dashboardId: string; users: ShareUser[] }> {
  const sharing = useAdapterDomain('sharing');
  return useDashboardMutation(({ dashboardId, users }) => sharing.shareWithUsers(dashboardId, users));
}

/**
 * Shares a dashboard with the whole organisation (POST .../share/dashboard/{id}/org).
 *
 * @example useShareDashboardWithOrganization().mutate(dashboardId);
 */
export function useShareDashboardWithOrganization(): UseMutationResult<{ dashboardId: string }, Error, string> {
  const sharing = useAdapterDomain('sharing');
  return useDashboardMutation((dashboardId) => sharing.shareWithOrganization(dashboardId));
}

/**
 * Unshares a dashboard from the organisation (DELETE .../share/dashboard/{id}/org).
 *
 * @example useUnshareDashboardFromOrganization().mutate(dashboardId);
 */
export function useUnshareDashboardFromOrganization(): UseMutationResult<{ dashboardId: string }, Error, string> {
  const sharing = useAdapterDomain('sharing');
  return useDashboardMutation((dashboardId) => sharing.unshareFromOrganization(dashboardId));
}

/**
 * The cards on the user's Overview page (GET user/v1/user/cards/overview).
 *
 * @example const { data: cards = [] } = useOverviewCards();
 */
export function useOverviewCards(options: LoadlineQueryOptions = {}): UseQueryResult<OverviewCard[]> {
  const overview = useAdapterDomain('overview');
  return useQuery(
    { ...loadlineQueries.overviewCards(overview), ...options },
    useLoadlineQueryClient(),
  );
}

/**
 * Adds a card to or removes it from Overview (toggles `isOverview`). Fails with 404 for an
 * unsaved dashboard ('Please save dashboard before adding to Overview').
 *
 * @example useSetCardOverview().mutate({ dashboardId, cardId, isOverview: true });
 */
export function useSetCardOverview(): UseMutationResult<void, Error, { dashboardId: string; cardId: string; isOverview: boolean }> {
  const overview = useAdapterDomain('overview');
  return useDashboardMutation(
    ({ dashboardId, cardId, isOverview }) => overview.setOverview(dashboardId, cardId, isOverview),
    [loadlineKeys.overview.cards()],
  );
}

/**
 * Saves a card's Overview layout.
 *
 * @example useUpdateOverviewLayout().mutate({ dashboardId, cardId, layout: { x: 0, y: 0, w: 6, h: 2 } });
 */
export function useUpdateOverviewLayout(): UseMutationResult<void, Error, { dashboardId: string; cardId: string; layout: CardLayout }> {
  const overview = useAdapterDomain('overview');
  return useDashboardMutation(
    ({ dashboardId, cardId, layout }) => overview.updateLayout(dashboardId, cardId, layout),
    [loadlineKeys.overview.cards()],
  );
}

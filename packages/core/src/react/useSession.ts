import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { ServerNotification } from '../schemas/notification.schema';
import type { ShareUser, User } from '../schemas/user.schema';
import type { LoadlineQueryOptions } from './hookOptions';
import { useAdapterDomain, useLoadlineQueryClient } from './LoadlineProvider';
import { loadlineKeys } from './queryKeys';
import { loadlineQueries } from './queryOptions';

/** Options of {@link useCurrentUser}. */
export interface CurrentUserOptions extends LoadlineQueryOptions {
  /**
   * The login `state` nonce sent with GET /auth/redirect (the API requires one). Pass the nonce
   * the host's login flow keeps; @default a random UUID per fetch.
   */
  state?: string;
}

/**
 * The signed-in user, or null without a session: GET /auth/redirect answers `user` when a session
 * cookie exists (spec part 2 §7 "Authentication and user"); the login `url` it also answers is
 * left to the host's login flow. Used for the avatar initials, the greeting and module access.
 *
 * @example const { data: user } = useCurrentUser(); user?.name
 */
export function useCurrentUser({ state, ...options }: CurrentUserOptions = {}): UseQueryResult<User | null> {
  const auth = useAdapterDomain('auth');
  return useQuery(
    {
      queryKey: loadlineKeys.auth.currentUser(),
      queryFn: async ({ signal }) => (await auth.redirect({ state: state ?? crypto.randomUUID() }, { signal })).user ?? null,
      ...options,
    },
    useLoadlineQueryClient(),
  );
}

/**
 * The users of the signed-in user's organisation, for the share dialog (GET user/v1/org/users).
 *
 * @example const { data: users = [] } = useOrganizationUsers();
 */
export function useOrganizationUsers(options: LoadlineQueryOptions = {}): UseQueryResult<ShareUser[]> {
  return useQuery({ ...loadlineQueries.organizationUsers(useAdapterDomain('users')), ...options }, useLoadlineQueryClient());
}

/**
 * Unread notifications for the bell and the Latest panel (GET user/v1/user/notifications/).
 *
 * @example const { data = [] } = useNotifications({ refetchInterval: 60_000 }); data.length // badge count
 */
export function useNotifications(options: LoadlineQueryOptions = {}): UseQueryResult<ServerNotification[]> {
  return useQuery({ ...loadlineQueries.notifications(useAdapterDomain('notifications')), ...options }, useLoadlineQueryClient());
}

/**
 * Marks every notification read (PATCH .../mark-all-as-read), then refetches the list.
 *
 * @example useMarkAllNotificationsRead().mutate();
 */
export function useMarkAllNotificationsRead(): UseMutationResult<void, Error, void> {
  const notifications = useAdapterDomain('notifications');
  const queryClient = useLoadlineQueryClient();
  return useMutation(
    {
      mutationFn: () => notifications.markAllAsRead(),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: loadlineKeys.notifications.all }),
    },
    queryClient,
  );
}

/**
 * Clear All of the Latest panel: clears the notifications, then refetches the list.
 *
 * @example useClearNotifications().mutate();
 */
export function useClearNotifications(): UseMutationResult<void, Error, void> {
  const notifications = useAdapterDomain('notifications');
  const queryClient = useLoadlineQueryClient();
  return useMutation(
    {
      mutationFn: () => notifications.clear(),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: loadlineKeys.notifications.all }),
    },
    queryClient,
  );
}

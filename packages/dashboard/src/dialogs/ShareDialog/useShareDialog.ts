import {
  TEXT_DASHBOARD_SHARED,
  TEXT_DASHBOARD_SHARED_SUCCESSFULLY,
  TEXT_DASHBOARD_UNSHARED,
  type Dashboard,
  type ShareUser,
} from '@loadline/core';
import {
  useOrganizationUsers,
  useShareDashboard,
  useShareDashboardWithOrganization,
  useUnshareDashboardFromOrganization,
} from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { useMemo, useState } from 'react';

/** Share lists longer than this get a search field (spec part 1 §2 "Share dialog"). */
export const SHARE_SEARCH_THRESHOLD = 10;
/** Share lists longer than this are virtualised (spec part 1 §2 "Dashboard editor (general)"). */
export const SHARE_VIRTUAL_THRESHOLD = 25;
/** Row height of the share list, px (spec part 1 §2 "Share dialog"). */
export const SHARE_ITEM_HEIGHT_PX = 70;
/** Minimum height of the virtualised share list, px (spec part 1 §2 "Share dialog"). */
export const SHARE_LIST_MIN_HEIGHT_PX = 400;

const isUser = (u: Pick<ShareUser, 'id' | 'email'>, who: string | null | undefined) => Boolean(who) && (u.id === who || u.email === who);

/**
 * Users of the organisation a dashboard can be shared with: all but the owner and the signed-in
 * user (`owner` and `currentUserId` may each be a user id or an e-mail).
 */
export function shareCandidates(users: readonly ShareUser[], owner: string | undefined, currentUserId: string): ShareUser[] {
  return users.filter((u) => !isUser(u, owner) && !isUser(u, currentUserId));
}

/** Users whose name or e-mail contains `query` (case-insensitive, trimmed); all when empty. */
export function searchUsers(users: readonly ShareUser[], query: string): readonly ShareUser[] {
  const q = query.trim().toLocaleLowerCase();
  return q ? users.filter((u) => u.name.toLocaleLowerCase().includes(q) || u.email.toLocaleLowerCase().includes(q)) : users;
}

/** Options of {@link useShareDialog}. */
export interface ShareDialogStateOptions {
  /** The dashboard to share (its id, owner and current sharing). */
  dashboard: Pick<Dashboard, 'dashboardId' | 'owner' | 'org' | 'sharedUsers'>;
  /** The signed-in user's id or e-mail; never offered as a share target. */
  currentUserId: string;
}

/**
 * State and calls of the share dialog (spec part 1 §2 "Share dialog", §4 sharing states, part 2
 * §7-§8): the organisation's users, the checked ones (starting from `sharedUsers`), the search
 * (above 10 users), and the three sharing calls with their toasts: 'Dashboard shared successfully'
 * (named users), 'Dashboard shared' (organisation), 'Dashboard Unshared successfully' (the
 * organisation, or named users unticked with nobody new ticked: they are sent in `remove`); a
 * failed call toasts its error message.
 */
export function useShareDialog({ dashboard, currentUserId }: ShareDialogStateOptions) {
  const usersQuery = useOrganizationUsers();
  const toast = useToast();
  const shareUsers = useShareDashboard();
  const shareOrg = useShareDashboardWithOrganization();
  const unshareOrg = useUnshareDashboardFromOrganization();
  const [sharedWith, setSharedWith] = useState<ShareUser[]>(dashboard.sharedUsers);
  const [selected, setSelected] = useState<string[]>(() => dashboard.sharedUsers.map((u) => u.id));
  const [orgShared, setOrgShared] = useState(dashboard.org !== null);
  const [query, setQuery] = useState('');
  const candidates = useMemo(
    () => shareCandidates(usersQuery.data ?? [], dashboard.owner, currentUserId),
    [usersQuery.data, dashboard.owner, currentUserId],
  );
  const searchable = candidates.length > SHARE_SEARCH_THRESHOLD;
  const shown = searchable ? searchUsers(candidates, query) : candidates;
  const selectedSet = new Set(selected);
  const changed = selected.length !== sharedWith.length || sharedWith.some((u) => !selectedSet.has(u.id));
  const fail = (e: Error) => toast.show({ kind: 'error', title: e.message });

  const share = () => {
    const known = new Map([...sharedWith, ...candidates].map((u) => [u.id, u]));
    const users = selected.flatMap((id) => known.get(id) ?? []);
    // Every ticked user is sent in `add` (the spec's payload); unticked ones that were shared go in `remove`.
    const remove = sharedWith.filter((u) => !selectedSet.has(u.id)).map((u) => ({ id: u.id }));
    const added = users.some((u) => !sharedWith.some((s) => s.id === u.id));
    shareUsers.mutate({ dashboardId: dashboard.dashboardId, users, remove }, {
      onSuccess: () => {
        setSharedWith(users);
        const title = remove.length > 0 && !added ? TEXT_DASHBOARD_UNSHARED : TEXT_DASHBOARD_SHARED_SUCCESSFULLY;
        toast.show({ kind: 'positive', title });
      },
      onError: fail,
    });
  };
  const setOrganization = (on: boolean) => {
    const call = on ? shareOrg : unshareOrg;
    call.mutate(dashboard.dashboardId, {
      onSuccess: () => {
        setOrgShared(on);
        toast.show({ kind: 'positive', title: on ? TEXT_DASHBOARD_SHARED : TEXT_DASHBOARD_UNSHARED });
      },
      onError: fail,
    });
  };

  return {
    users: candidates,
    shown,
    loading: usersQuery.isPending,
    error: usersQuery.error,
    searchable,
    query,
    setQuery,
    selectedSet,
    toggle: (id: string) => setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id])),
    sharedWith,
    changed,
    share,
    sharing: shareUsers.isPending,
    orgShared,
    orgPending: shareOrg.isPending || unshareOrg.isPending,
    setOrganization,
  };
}

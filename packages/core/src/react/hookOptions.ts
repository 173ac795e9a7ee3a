/**
 * Options every Loadline query hook accepts, forwarded to TanStack Query's `useQuery`.
 */
export interface LoadlineQueryOptions {
  /** Set false to hold the request (e.g. until a selection is made). @default true */
  enabled?: boolean;
  /** Ms the data counts as fresh. @default the client's (30 000 ms for the SDK's own client) */
  staleTime?: number;
  /** Refetch every n ms while mounted (e.g. notifications), or false. @default false */
  refetchInterval?: number | false;
}

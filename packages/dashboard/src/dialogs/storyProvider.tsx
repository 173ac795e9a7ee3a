import type { DashboardInput, DataAdapter, User } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { FIXTURE_USERS, createMemoryAdapter } from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';

/** The signed-in user of the stories: the fixture's Gulf Coast Analyst. */
export const STORY_USER: User = FIXTURE_USERS[0]!;

/**
 * A memory adapter over the real fixtures for the dashboard dialog and list stories, made once per
 * story, signed in as {@link STORY_USER}. `users` and `dashboards` replace the fixture's.
 */
export function DashboardStoryProvider({ children, users, dashboards, latencyMs = 0, adapt }: {
  children: ReactNode;
  users?: readonly User[];
  dashboards?: readonly DashboardInput[];
  latencyMs?: number;
  adapt?: (adapter: DataAdapter) => DataAdapter;
}) {
  const [adapter] = useState(() => {
    const memory = createMemoryAdapter({ currentUser: STORY_USER, ...(users ? { users } : {}), ...(dashboards ? { dashboards } : {}) }, { latencyMs });
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

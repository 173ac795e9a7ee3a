import type { User } from '@loadline/core';
import { FIXTURE_USERS } from '@loadline/core/testing';

/**
 * Colleagues added to the fixture's Gulf Coast Power organisation for the share dialog's tests
 * and stories: fictional accounts (like the fixture's own), enough to pass the search threshold
 * (10) and the virtual-list threshold (25).
 */
const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan', 'Morgan', 'Parker', 'Quinn', 'Reese', 'Rowan', 'Sawyer', 'Taylor', 'Jamie', 'Skyler', 'Drew', 'Hayden', 'Peyton', 'Riley', 'Sage', 'Tatum', 'Marlowe', 'Ellis', 'Arden'];
const ROLE = ['Scheduler', 'Settlement Analyst', 'Load Forecaster', 'Trader', 'Risk Analyst', 'Meter Data Analyst', 'Pricing Analyst'];

/** The fixture users plus `count` colleagues of the default (Gulf Coast Power) organisation. */
export function usersWithColleagues(count: number): User[] {
  const extra = Array.from({ length: count }, (_, i): User => {
    const first = FIRST[i % FIRST.length] ?? 'User';
    const role = ROLE[i % ROLE.length] ?? 'Analyst';
    const handle = `${first.toLowerCase()}.${i + 1}`;
    return { userId: `usr-gcp-${handle}`, email: `${handle}@gulfcoast-power.test`, name: `${first} ${role}`, mods: ['mod_load_forecast'], organization: 'Gulf Coast Power' };
  });
  return [...FIXTURE_USERS, ...extra];
}

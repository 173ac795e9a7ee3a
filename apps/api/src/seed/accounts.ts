import type { NotificationInput, NotificationStore } from '../stores/notifications';
import type { UserStore } from '../stores/users';
import { hashPassword } from '../auth/password';

/** Password of every seeded account of the embedded identity provider. */
export const DEMO_PASSWORD = 'loadline-demo';

/** Seeded organisations: a power utility and a gas utility. */
export const SEED_ORGS = [
  { id: 'org-gulfcoast-power', name: 'Gulf Coast Power' },
  { id: 'org-lonestar-gas', name: 'Lone Star Gas' },
] as const;

/** Seeded users (spec part 2 section 6 mods), all with password {@link DEMO_PASSWORD}. */
export const SEED_USERS = [
  {
    userId: 'usr-gcp-analyst',
    email: 'analyst@gulfcoast-power.test',
    name: 'Gulf Coast Analyst',
    orgId: 'org-gulfcoast-power',
    mods: ['mod_load_forecast', 'mod_pricing', 'mod_risk'],
  },
  {
    userId: 'usr-gcp-forecaster',
    email: 'forecaster@gulfcoast-power.test',
    name: 'Gulf Coast Forecaster',
    orgId: 'org-gulfcoast-power',
    mods: ['mod_load_forecast'],
  },
  {
    userId: 'usr-lsg-analyst',
    email: 'analyst@lonestar-gas.test',
    name: 'Lone Star Analyst',
    orgId: 'org-lonestar-gas',
    mods: ['mod_load_forecast', 'mod_pricing'],
  },
] as const;

const HOUR = 60 * 60 * 1000;
/** The Job Status screen a See Job link opens (spec part 2 section 2). */
const JOB_STATUS_PATH = '/pricing/pricing-management/jobstatus';

/**
 * Seeded notifications: a global maintenance notice and, per user, a pricing job started and
 * completed (with the See Job link metadata of spec part 2 section 2, Job Status screen).
 * Dates are relative to `now` (epoch ms).
 */
export function seedNotifications(now: number): NotificationInput[] {
  const out: NotificationInput[] = [
    {
      id: 'ntf-global-maintenance',
      userId: null,
      isGlobal: true,
      createdAt: now - 26 * HOUR,
      body: {
        code: 'maintenance',
        mod: 'mod_load_forecast',
        kind: 'neutral',
        title: 'Scheduled maintenance',
        description: 'Forecast runs pause Sunday 02:00-03:00 CT while the ERCOT load zones are reloaded.',
        meta: { status: 'info' },
      },
    },
  ];
  for (const user of SEED_USERS) {
    const jobName = `${user.email.split('@')[0]}_august_contracts`;
    out.push(
      {
        id: `ntf-${user.userId}-job-started`,
        userId: user.userId,
        isGlobal: false,
        createdAt: now - 3 * HOUR,
        body: {
          code: 'job_started',
          mod: 'mod_pricing',
          kind: 'neutral',
          title: 'Job started',
          description: `Retail cost calculation ${jobName} started for 412 contracts.`,
          meta: { status: 'active', jobName, link: { label: 'See Job', path: JOB_STATUS_PATH } },
        },
      },
      {
        id: `ntf-${user.userId}-job-completed`,
        userId: user.userId,
        isGlobal: false,
        createdAt: now - 2 * HOUR,
        body: {
          code: 'job_completed',
          mod: 'mod_pricing',
          kind: 'positive',
          title: 'Job completed',
          description: `Retail cost calculation ${jobName} completed: 409 passed, 3 failed.`,
          meta: { status: 'success', jobName, link: { label: 'See Job', path: JOB_STATUS_PATH } },
        },
      },
    );
  }
  return out;
}

/**
 * Inserts the seeded organisations, users (scrypt-hashed passwords) and notifications that are
 * not there yet; never overwrites what exists, so a restart keeps read and cleared states.
 */
export async function seedAccounts(stores: { users: UserStore; notifications: NotificationStore }, now = Date.now()): Promise<void> {
  for (const org of SEED_ORGS) await stores.users.upsertOrg(org);
  for (const user of SEED_USERS) {
    if (await stores.users.byId(user.userId)) continue;
    await stores.users.upsertUser({ ...user, mods: [...user.mods] }, await hashPassword(DEMO_PASSWORD));
  }
  for (const n of seedNotifications(now)) await stores.notifications.insertIfAbsent(n);
}

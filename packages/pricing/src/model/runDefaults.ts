import { RUN_NAME_MAX } from '@loadline/core';

/**
 * Defaults of a run (spec part 2 §3 "Run": name max 30, default username_timestamp).
 *
 * @module
 */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The default run name `username_timestamp`: the user name (the part of an e-mail before '@',
 * letters, digits, '.', '-' and '_' kept) and the UTC time as YYYYMMDDHHmmss, shortened on the
 * user name's side to 30 characters.
 * @example defaultRunName('analyst@gulfcoast-power.test', new Date('2025-07-01T15:04:05Z')) // 'analyst_20250701150405'
 */
export function defaultRunName(user: string, now: Date): string {
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const name = (user.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]+/g, '') || 'user';
  return `${name.slice(0, RUN_NAME_MAX - stamp.length - 1)}_${stamp}`;
}

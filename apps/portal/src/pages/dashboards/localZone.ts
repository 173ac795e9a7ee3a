/** The browser's IANA zone, the default zone of a dashboard (spec part 1 §9). */
export function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * IANA time zones known to the runtime (`Intl.supportedValuesOf('timeZone')`, ECMA-402), with
 * 'UTC' added when the runtime leaves it out. Sorted as the runtime returns them.
 */
export function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

let runtimeZone: string | undefined;

/**
 * The runtime's own time zone (the spec's default dashboard time zone: the local zone). Read once
 * per page: building an `Intl.DateTimeFormat` costs about a millisecond, and every card, control
 * and query of a dashboard asks for it.
 */
export function localTimeZone(): string {
  runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return runtimeZone;
}

/** Zones whose id matches every word of `query` (case-insensitive; '_' and '/' count as spaces). */
export function searchTimeZones(zones: readonly string[], query: string): readonly string[] {
  const words = query.toLocaleLowerCase().split(/[\s/_]+/).filter(Boolean);
  if (words.length === 0) return zones;
  return zones.filter((z) => {
    const hay = z.toLocaleLowerCase().replace(/[_/]/g, ' ');
    return words.every((w) => hay.includes(w));
  });
}

/**
 * UTC offset of `zone` at `at`, as the runtime's short offset name ('GMT-6', 'GMT+5:30', 'GMT').
 * Offsets change with daylight saving time, so the date matters. '' for a zone the runtime rejects.
 */
export function zoneOffsetLabel(zone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Readable name of a zone id: 'America/North_Dakota/New_Salem' → 'America/North Dakota/New Salem'. */
export function zoneDisplayName(zone: string): string {
  return zone.replace(/_/g, ' ');
}

import { rewoundBoundaries, type MapBoundaries, type MeterMapOptions } from '@loadline/dashboard';

/** Attribution of the Texas counties under the reference portal's meter maps (see data/SOURCES.md). */
export const TEXAS_COUNTIES_ATTRIBUTION = 'Counties: U.S. Census via us-atlas.';

let loaded: Promise<MapBoundaries> | null = null;

/**
 * The reference portal's Meter Map boundaries: the 254 Texas counties (U.S. Census boundaries via
 * us-atlas, tagged with ERCOT weather zones), inflated once from the gzip committed with the portal
 * (`DecompressionStream`), no network. The data is imported on first use, so it stays out of the
 * portal's entry chunk.
 */
export function loadTexasCounties(): Promise<MapBoundaries> {
  loaded ??= (async () => {
    const { TX_COUNTIES_GZIP_BASE64 } = await import('./data/txCounties.data');
    const bytes = Uint8Array.from(atob(TX_COUNTIES_GZIP_BASE64), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return rewoundBoundaries(JSON.parse(await new Response(stream).text()) as MapBoundaries);
  })();
  return loaded;
}

/** The reference portal's Meter Map: the Texas counties under the meters, with their attribution. */
export const REFERENCE_METER_MAP: MeterMapOptions = { loadBoundaries: loadTexasCounties, boundariesAttribution: TEXAS_COUNTIES_ATTRIBUTION };

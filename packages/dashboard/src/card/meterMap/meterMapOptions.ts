import type { MapBoundaries } from './boundaries';

/**
 * Loads the boundaries a Meter Map draws under its meters (counties, distribution zones, LDZs...),
 * from the host: a GeoJSON feature collection in degrees, wound as d3-geo reads it (pass GeoJSON
 * through `rewoundBoundaries`). Called once per map; a failure leaves the meters on plain ground.
 */
export type MapBoundariesLoader = () => Promise<MapBoundaries>;

/** What a host gives the Meter Map: its boundaries and their attribution. */
export interface MeterMapOptions {
  /** Loads the boundaries drawn under the meters. @default none: the meters on plain ground */
  loadBoundaries?: MapBoundariesLoader | undefined;
  /** Source of the boundaries, shown under the map (e.g. 'Counties: U.S. Census via us-atlas.'). @default none */
  boundariesAttribution?: string | undefined;
}

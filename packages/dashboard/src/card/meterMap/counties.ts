import { geoArea, type ExtendedFeatureCollection } from 'd3-geo';
import { TX_COUNTIES_GZIP_BASE64 } from './data/txCounties.data';

/** Properties of a Texas county (see data/SOURCES.md). */
export interface CountyProperties {
  fips: string;
  name: string;
  /** ERCOT weather zone(s), '|'-joined where ERCOT's line splits the county; null outside ERCOT. */
  ercot_weather_zone: string | null;
}

let loaded: Promise<ExtendedFeatureCollection> | null = null;

/**
 * The 254 Texas counties (U.S. Census boundaries via us-atlas, tagged with ERCOT weather zones),
 * inflated once from the gzip committed with the package (`DecompressionStream`), no network.
 */
export function loadTexasCounties(): Promise<ExtendedFeatureCollection> {
  loaded ??= (async () => {
    const bytes = Uint8Array.from(atob(TX_COUNTIES_GZIP_BASE64), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return rewound(JSON.parse(await new Response(stream).text()) as ExtendedFeatureCollection);
  })();
  return loaded;
}

type Rings = number[][][];

/**
 * The collection with every polygon wound as d3-geo reads it (exterior rings clockwise on the
 * sphere): GeoJSON (RFC 7946) winds them the other way, which d3-geo reads as the rest of the globe.
 * A polygon whose spherical area is above a hemisphere has its rings reversed.
 */
export function rewound(collection: ExtendedFeatureCollection): ExtendedFeatureCollection {
  for (const feature of collection.features) {
    const g = feature.geometry as { type: string; coordinates: Rings | Rings[] } | null;
    if (!g) continue;
    const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []) as Rings[];
    for (const rings of polygons) {
      if (geoArea({ type: 'Polygon', coordinates: rings }) > 2 * Math.PI) for (const ring of rings) ring.reverse();
    }
  }
  return collection;
}

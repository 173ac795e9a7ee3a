import { geoArea, type ExtendedFeatureCollection } from 'd3-geo';

/** Boundaries drawn under a Meter Map's meters: a GeoJSON feature collection in degrees (counties, distribution zones...). */
export type MapBoundaries = ExtendedFeatureCollection;

type Rings = number[][][];

/**
 * The collection with every polygon wound as d3-geo reads it (exterior rings clockwise on the
 * sphere): GeoJSON (RFC 7946) winds them the other way, which d3-geo reads as the rest of the globe.
 * A polygon whose spherical area is above a hemisphere has its rings reversed. A host's Meter Map
 * boundaries loader passes its GeoJSON through it. Changes `collection` in place and returns it.
 *
 * @example const loadBoundaries = async () => rewoundBoundaries(await (await fetch('/ldz.geojson')).json());
 */
export function rewoundBoundaries(collection: MapBoundaries): MapBoundaries {
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

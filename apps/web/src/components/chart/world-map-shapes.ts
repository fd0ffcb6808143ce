import type { FeatureCollection, Geometry } from 'geojson';
import iso from 'iso-3166-1';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type CountryProperties = { name: string; label: string };

/**
 * The world's countries from world-atlas's TopoJSON (Natural Earth 1:110m) as GeoJSON, each shape named by its ISO
 * 3166-1 alpha-2 code (world-atlas names them by the numeric code), the code a target entity's country is stored as;
 * `label` is the atlas's own name.
 */
export function worldShapesOf(topologyJson: unknown): FeatureCollection<Geometry, CountryProperties> {
  const topology = topologyJson as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(topology, topology.objects.countries);
  return {
    type: 'FeatureCollection',
    features: countries.features.map((country) => {
      const label = country.properties?.name ?? '';
      const code = country.id === undefined ? undefined : iso.whereNumeric(String(country.id))?.alpha2;
      return {
        ...country,
        geometry: continuousAcrossTheAntimeridian(country.geometry),
        properties: { name: code ?? label, label },
      };
    }),
  };
}

type Ring = number[][];

/**
 * Shapes that cross the antimeridian (Fiji, Chukotka) hold corners at -179° next to corners at +179°, which a flat
 * map joins with a line across the world: such a ring is made continuous instead (its far side goes on past ±180°,
 * where it lies on the globe). Antarctica's ring runs along the whole map on purpose: its closing edge is its border.
 */
export function continuousAcrossTheAntimeridian(geometry: Geometry): Geometry {
  const fixRing = (ring: Ring): Ring => {
    if (ring.some(([, latitude]) => latitude! < -80)) return ring;
    let offset = 0;
    return ring.map((corner, index) => {
      if (index > 0) {
        const step = corner[0]! - ring[index - 1]![0]!;
        if (step > 180) offset -= 360;
        else if (step < -180) offset += 360;
      }
      return offset === 0 ? corner : [corner[0]! + offset, corner[1]!];
    });
  };
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(fixRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(fixRing)) };
  }
  return geometry;
}

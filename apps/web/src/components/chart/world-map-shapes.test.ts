import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { continuousAcrossTheAntimeridian } from './world-map-shapes';

const polygon = (ring: number[][]): Polygon => ({ type: 'Polygon', coordinates: [ring] });
const ringOf = (geometry: ReturnType<typeof continuousAcrossTheAntimeridian>) => (geometry as Polygon).coordinates[0]!;

describe('shapes across the antimeridian', () => {
  it('makes a ring that crosses it continuous, its far side past 180 degrees', () => {
    const fiji = polygon([
      [179.5, -16],
      [-179.9, -16.5],
      [-180, -16.6],
      [179.4, -16.8],
      [179.5, -16],
    ]);
    expect(ringOf(continuousAcrossTheAntimeridian(fiji))).toEqual([
      [179.5, -16],
      [180.1, -16.5],
      [180, -16.6],
      [179.4, -16.8],
      [179.5, -16],
    ]);
  });

  it('leaves other rings, and Antarctica whose closing edge runs along the map, as they are', () => {
    const germany = polygon([
      [6, 50],
      [14, 50],
      [10, 54],
      [6, 50],
    ]);
    const antarctica = polygon([
      [-180, -84.7],
      [0, -70],
      [180, -84.7],
      [-180, -84.7],
    ]);
    expect(continuousAcrossTheAntimeridian(germany)).toEqual(germany);
    expect(continuousAcrossTheAntimeridian(antarctica)).toEqual(antarctica);
  });
});

import type { FolderEntity } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { mapPlacesOf } from './map-places';

const entity = (id: string, values: Partial<FolderEntity> = {}): FolderEntity => ({
  id,
  name: `Company ${id}`,
  industry: null,
  country: 'DE',
  city: null,
  latitude: 50,
  longitude: 8,
  ...values,
});

describe('mapPlacesOf', () => {
  const entities = [
    entity('a'),
    entity('b', { country: 'FR', latitude: 48.85, longitude: 2.35 }),
    entity('c', { latitude: null, longitude: null }),
    entity('d'),
  ];
  const places = mapPlacesOf(entities, {
    entities: [
      { id: 'a', count: 5, topCategory: 'Legal' },
      { id: 'b', count: 3, topCategory: 'Deals' },
      { id: 'c', count: 2, topCategory: 'Legal' },
      { id: 'gone', count: 4, topCategory: 'Legal' },
    ],
    unlinked: 1,
  });

  it('places the companies with coordinates, coloured by their top category', () => {
    expect(places.points.map(({ id, count }) => [id, count])).toEqual([
      ['a', 5],
      ['b', 3],
    ]);
    expect(places.categories.map((category) => category.name)).toEqual(['Deals', 'Legal']);
    expect(places.points[0]!.color).toBe(places.categories[1]!.color);
    expect(places.points[1]!.color).toBe(places.categories[0]!.color);
  });

  it('lists those without coordinates apart and counts what it cannot place at all, dropping nothing', () => {
    expect(places.unplaced).toEqual([{ id: 'c', name: 'Company c', count: 2 }]);
    // One signal without a company, four of a company the folder does not monitor.
    expect(places.unlinked).toBe(5);
  });

  it('sums the countries of every company with signals, placed or not', () => {
    expect(places.countries).toEqual([
      { code: 'DE', count: 7 },
      { code: 'FR', count: 3 },
    ]);
  });
});

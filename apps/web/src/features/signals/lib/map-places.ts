import type { FolderEntity } from '@argus/contract';
import type { EntitySignalCounts } from '@argus/filtering';
import { CHART_COLORS } from '../../../components/chart/echart';
import type { MapPoint } from '../../../components/chart/point-clusters';

/** A company with shown signals that the map cannot place: no coordinates. */
export type UnplacedEntity = { id: string; name: string; count: number };

export type MapPlaces = {
  points: MapPoint[];
  unplaced: UnplacedEntity[];
  /** Shown signals per country (ISO alpha-2) of their companies. */
  countries: { code: string; count: number }[];
  /** Each top category with its colour, in the legend's order. */
  categories: { name: string; color: string }[];
  /** Shown signals linked to no company of the folder: none at all, or one the folder does not monitor. */
  unlinked: number;
};

/**
 * The Map's places: the folder's companies with shown signals, placed by their coordinates, coloured by
 * their top category (colours by the categories' order, so that each keeps its colour); those without coordinates
 * apart; the countries' sums.
 */
export function mapPlacesOf(entities: readonly FolderEntity[], counts: EntitySignalCounts): MapPlaces {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const names = [...new Set(counts.entities.map((entity) => entity.topCategory))].sort();
  const colorOf = new Map(names.map((name, index) => [name, CHART_COLORS[index % CHART_COLORS.length]!]));
  const points: MapPoint[] = [];
  const unplaced: UnplacedEntity[] = [];
  const countries = new Map<string, number>();
  let unlinked = counts.unlinked;
  for (const { id, count, topCategory } of counts.entities) {
    const entity = byId.get(id);
    // A signal may name an entity the folder does not monitor (any more): counted, not placed.
    if (!entity) {
      unlinked += count;
      continue;
    }
    if (entity.country) countries.set(entity.country, (countries.get(entity.country) ?? 0) + count);
    if (entity.latitude === null || entity.longitude === null) {
      unplaced.push({ id, name: entity.name, count });
      continue;
    }
    points.push({
      id,
      name: entity.name,
      longitude: entity.longitude,
      latitude: entity.latitude,
      count,
      color: colorOf.get(topCategory)!,
    });
  }
  return {
    points,
    unplaced,
    countries: [...countries].map(([code, count]) => ({ code, count })),
    categories: names.map((name) => ({ name, color: colorOf.get(name)! })),
    unlinked,
  };
}

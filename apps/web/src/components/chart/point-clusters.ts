import Supercluster from 'supercluster';

/** A place on the map with a weight (a company and its signal count). */
export type MapPoint = {
  id: string;
  name: string;
  longitude: number;
  latitude: number;
  count: number;
  color: string;
};

type PointProperties = { id: string; name: string; count: number; color: string };
type ClusterProperties = { count: number };

/** What the map draws at one zoom level: single points, and clusters of close ones with their summed count. */
export type DrawnPoint =
  | { kind: 'point'; point: MapPoint }
  | { kind: 'cluster'; clusterId: number; longitude: number; latitude: number; count: number; points: number };

/** Cluster radius in pixels of a 512-pixel world at each zoom level (supercluster's measure). */
const RADIUS = 44;
const MAX_ZOOM = 16;

/**
 * The points indexed once for clustering at any zoom level (supercluster: the standard point clusterer); their
 * counts are summed per cluster.
 */
export function clusterPoints(points: readonly MapPoint[]) {
  const index = new Supercluster<PointProperties, ClusterProperties>({
    radius: RADIUS,
    maxZoom: MAX_ZOOM,
    map: (properties) => ({ count: properties.count }),
    reduce: (accumulated, properties) => {
      accumulated.count += properties.count;
    },
  });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      properties: { id: point.id, name: point.name, count: point.count, color: point.color },
    })),
  );
  const byId = new Map(points.map((point) => [point.id, point]));
  return {
    /** What to draw at a zoom level, over the whole world. */
    at(level: number): DrawnPoint[] {
      return index.getClusters([-180, -85, 180, 85], level).map((feature): DrawnPoint => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          return {
            kind: 'cluster',
            clusterId: properties.cluster_id,
            longitude,
            latitude,
            count: properties.count,
            points: properties.point_count,
          };
        }
        return { kind: 'point', point: byId.get((properties as PointProperties).id)! };
      });
    },
    /** The points a cluster holds. */
    pointsOf(clusterId: number): MapPoint[] {
      return index.getLeaves(clusterId, Infinity).map((leaf) => byId.get(leaf.properties.id)!);
    },
  };
}

/** The clustering level of a view: a world `worldWidth` pixels wide, where supercluster's level 0 is 512 pixels. */
export function clusterLevelOf(worldWidth: number): number {
  return Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(Math.max(1, worldWidth) / 512))));
}

/** A view that shows every point: the middle of their box, zoomed to it (1 is the whole world), at most 12. */
export function viewOf(points: readonly MapPoint[]): { center: [number, number]; zoom: number } {
  if (points.length === 0) return { center: [10, 20], zoom: 1 };
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { longitude, latitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  // A margin around the points, and at least 10 degrees, so that a single company shows with its region.
  const width = Math.max(10, east - west) * 1.4;
  const height = Math.max(10, north - south) * 1.4;
  const zoom = Math.max(1, Math.min(12, 360 / width, 170 / height));
  return { center: [(west + east) / 2, (south + north) / 2], zoom };
}

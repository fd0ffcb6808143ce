import { describe, expect, it } from 'vitest';
import { clusterLevelOf, clusterPoints, viewOf, type MapPoint } from './point-clusters';

const point = (id: string, longitude: number, latitude: number, count: number): MapPoint => ({
  id,
  name: `Company ${id}`,
  longitude,
  latitude,
  count,
  color: '#228be6',
});

describe('point clusters', () => {
  const hamburg = point('hamburg', 9.99, 53.55, 3);
  const bremen = point('bremen', 8.8, 53.08, 2);
  const tokyo = point('tokyo', 139.7, 35.7, 7);
  const clusters = clusterPoints([hamburg, bremen, tokyo]);

  it('joins close points at a low zoom level and sums their counts; far ones stay apart', () => {
    const drawn = clusters.at(0);
    expect(drawn).toHaveLength(2);
    const cluster = drawn.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 5, points: 2 });
    expect(drawn.find((item) => item.kind === 'point')).toEqual({ kind: 'point', point: tokyo });
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    expect(
      clusters
        .pointsOf(cluster.clusterId)
        .map((member) => member.id)
        .sort(),
    ).toEqual(['bremen', 'hamburg']);
  });

  it('shows every point on its own when zoomed in', () => {
    expect(clusters.at(10).every((item) => item.kind === 'point')).toBe(true);
  });

  it('takes the clustering level from the width of the world on screen', () => {
    expect(clusterLevelOf(640)).toBe(0);
    expect(clusterLevelOf(640 * 8)).toBe(3);
    expect(clusterLevelOf(10 ** 9)).toBe(16);
  });

  it('opens on a view of every point, a single one with its region', () => {
    expect(viewOf([hamburg])).toEqual({ center: [9.99, 53.55], zoom: 12 });
    expect(viewOf([])).toEqual({ center: [10, 20], zoom: 1 });
    const both = viewOf([hamburg, tokyo]);
    expect(both.center[0]).toBeCloseTo((9.99 + 139.7) / 2);
    expect(both.zoom).toBeGreaterThanOrEqual(1);
    expect(both.zoom).toBeLessThan(3);
  });
});

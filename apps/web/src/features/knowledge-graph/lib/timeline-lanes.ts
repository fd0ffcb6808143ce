import { UNCATEGORISED, type GraphTimelines, type TimelineSignal } from '@argus/contract';

// The Converging Timelines' swimlanes: one lane per picked entity, in the picked order, each signal a point at its
// publish time. A lane's signals about the entity (subject) sit a little above its line and those naming it a little
// below, so that the two roles never hide each other; points are grouped by category, one chart series each.

export type Lane = { entityId: string; name: string; monitored: boolean; signalCount: number; omittedSignals: number };

/** One point: [time in ms, lane position], and the signal's place in the answer (for its details on a click). */
export type LanePoint = { value: [number, number]; signalIndex: number; role: TimelineSignal['role'] };

export type LaneSeries = { category: string; points: LanePoint[] };

/** How far a role's points sit from the lane's line, in lanes (0.5 is the border between two lanes). */
export const ROLE_OFFSET = 0.14;

export function buildLanes(timelines: GraphTimelines): { lanes: Lane[]; series: LaneSeries[] } {
  const lanes = timelines.entities.map((entity) => ({
    entityId: entity.id,
    name: entity.name,
    monitored: entity.monitored,
    signalCount: entity.signalCount,
    omittedSignals: entity.omittedSignals,
  }));
  const laneOf = new Map(lanes.map((lane, index) => [lane.entityId, index]));
  const byCategory = new Map<string, LanePoint[]>();
  timelines.signals.forEach((signal, signalIndex) => {
    const lane = laneOf.get(signal.entityId);
    if (lane === undefined) return;
    const category = signal.category ?? UNCATEGORISED;
    const points = byCategory.get(category) ?? [];
    if (points.length === 0) byCategory.set(category, points);
    const offset = signal.role === 'subject' ? -ROLE_OFFSET : ROLE_OFFSET;
    points.push({ value: [Date.parse(signal.publishDate), lane + offset], signalIndex, role: signal.role });
  });
  // Categories in name order, Uncategorised last, so that each keeps its colour as the picks change.
  const categories = [...byCategory.keys()].sort((a, b) =>
    a === UNCATEGORISED ? 1 : b === UNCATEGORISED ? -1 : a.localeCompare(b, 'en'),
  );
  return { lanes, series: categories.map((category) => ({ category, points: byCategory.get(category)! })) };
}

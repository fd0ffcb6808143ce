import { RELIABILITY_LABELS } from '@argus/contract';

/** The rank of a reliability label: Very Low 1 … Very High 5 (spec section 9); an unknown label ranks 0. */
export function reliabilityRank(label: string): number {
  const rank = (RELIABILITY_LABELS as readonly string[]).indexOf(label);
  return rank < 0 ? 0 : rank;
}

/** Spec section 5: level 0 (No Filter) keeps everything, another level keeps labels at or above it. */
export function meetsReliability(label: string, level: number): boolean {
  return level <= 0 || reliabilityRank(label) >= level;
}

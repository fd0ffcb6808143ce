import type { SignalCriteria } from '../criteria/signal-criteria';
import { NO_REVIEWS, type Reviews } from '../shared/reviews';
import { filterSignals } from './filter-signals';
import { NO_ENTITY, type PreparedSignals } from './prepare-signals';
import { overviewCriteriaOf } from './summarise-signals';

export type EntitySignals = {
  /** Target entity id. */
  id: string;
  count: number;
  /** The category most of its signals fall in (ties: the first by UTF-16 order). */
  topCategory: string;
};

export type EntitySignalCounts = {
  /** Each linked entity with shown signals, most signals first (ties by id). */
  entities: EntitySignals[];
  /** Shown signals linked to no target entity: the Map cannot place them. */
  unlinked: number;
};

/**
 * The Map's figures (ADR 0096): the signals the Overview shows under the criteria, counted per linked target entity
 * with each entity's most frequent category.
 */
export function countSignalsByEntity(
  prepared: PreparedSignals,
  criteria: SignalCriteria,
  reviews: Reviews = NO_REVIEWS,
): EntitySignalCounts {
  const { rows } = filterSignals(prepared, overviewCriteriaOf(criteria), reviews);
  const entityCodes = prepared.entity.codes;
  const categoryCodes = prepared.category.codes;
  const categories = prepared.category.values;
  const none = prepared.entity.codeOf.get(NO_ENTITY);
  const byEntity = new Map<number, Uint32Array>();
  let unlinked = 0;
  for (const row of rows) {
    const entity = entityCodes[row]!;
    if (entity === none) {
      unlinked++;
      continue;
    }
    let counts = byEntity.get(entity);
    if (!counts) {
      counts = new Uint32Array(categories.length);
      byEntity.set(entity, counts);
    }
    counts[categoryCodes[row]!]!++;
  }
  const entities: EntitySignals[] = [];
  for (const [entity, counts] of byEntity) {
    let count = 0;
    let top = -1;
    for (let category = 0; category < counts.length; category++) {
      const here = counts[category]!;
      count += here;
      if (here === 0) continue;
      if (top < 0 || here > counts[top]! || (here === counts[top]! && categories[category]! < categories[top]!)) {
        top = category;
      }
    }
    entities.push({ id: prepared.entity.values[entity]!, count, topCategory: categories[top]! });
  }
  entities.sort((left, right) => right.count - left.count || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
  return { entities, unlinked };
}

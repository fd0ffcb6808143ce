// "Most relevant first" in the server-side filter of folders too big to hold (ADR 0137): the filter's shown items
// ranked by the caller's own model with packages/filtering's rankByRelevance, the very code the browser's worker runs,
// so one semantics holds in both places (score descending in logit steps, ties newest first). A ranking is computed
// once per caller, folder, criteria and model state and kept for a while, so that the pages of one reading come from
// one order; the cursor names a position in that order by its sort key, so that a page asked of another instance (or
// after the ranking was dropped) continues where the last one ended.
import type { Mention, Signal } from '@argus/contract';
import {
  compareNewestFirst,
  entityFactsContext,
  isColdStart,
  logitSteps,
  parseModel,
  prepareRelevance,
  rankByRelevance,
  type RelevanceContext,
  type RelevanceItemKind,
  type RelevanceModel,
} from '@argus/filtering';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { readFolderEntityFacts } from '../target-entities/target-entities.service';
import { findRelevanceModel } from './relevance.repository';

/** How long a ranking serves the pages of one reading, and how many rankings an instance keeps. */
export const RANKING_TTL_MS = 5 * 60_000;
export const KEPT_RANKINGS = 8;

/** Each shown item's place in the ranking: its logit in steps, publish date and id, the order's whole sort key. */
type Ranked = { ids: string[]; steps: Int32Array; dates: string[] };
type KeptRanking = Ranked & { at: number };

const kept = new Map<string, KeptRanking>();

function keep(key: string, ranked: Ranked) {
  kept.delete(key);
  kept.set(key, { ...ranked, at: Date.now() });
  while (kept.size > KEPT_RANKINGS) kept.delete(kept.keys().next().value!);
}

function keptRanking(key: string): Ranked | undefined {
  const found = kept.get(key);
  if (!found) return undefined;
  if (Date.now() - found.at > RANKING_TTL_MS) {
    kept.delete(key);
    return undefined;
  }
  return found;
}

/** Forgets every kept ranking (tests; a model reset needs nothing of it, since the key holds the model's state). */
export function forgetKeptRankings() {
  kept.clear();
}

type Position = { steps: number; date: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Opaque to the client: base64url of `r.<logit steps>.<publish date>.<id>`, the last item's sort key.
function encodeRankCursor({ steps, date, id }: Position) {
  return Buffer.from(`r.${steps}.${date}.${id}`).toString('base64url');
}

function decodeRankCursor(text: string): Position {
  const match = /^r\.(-?\d{1,9})\.([^.]+\.\d{3}Z)\.(.+)$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || !ISO.test(match[2]!) || !UUID.test(match[3]!)) {
    throw badRequest('cursor', 'cursor: is not a cursor of this filter');
  }
  return { steps: Number(match[1]), date: match[2]!, id: match[3]! };
}

/** The ranking's order: steps descending, then newest first (publish date, then id, descending). */
function compareRanked(left: Position, right: Position) {
  if (left.steps !== right.steps) return left.steps > right.steps ? -1 : 1;
  return compareNewestFirst(left.date, left.id, right.date, right.id);
}

/** The first position after `cursor` in the ranked order (a binary search: the order is sorted by that key). */
function positionAfter(ranked: Ranked, cursor: Position) {
  let low = 0;
  let high = ranked.ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = { steps: ranked.steps[middle]!, date: ranked.dates[middle]!, id: ranked.ids[middle]! };
    if (compareRanked(at, cursor) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const idOf = (item: Signal | Mention) => ('uuid' in item ? item.uuid : item.id);

function rank(
  items: readonly (Signal | Mention)[],
  kind: RelevanceItemKind,
  model: RelevanceModel,
  context: RelevanceContext,
): Ranked {
  const ranking = rankByRelevance(prepareRelevance(items, kind, context), model);
  const ids: string[] = [];
  const dates: string[] = [];
  const steps = new Int32Array(ranking.order.length);
  ranking.order.forEach((row, position) => {
    const item = items[row]!;
    ids.push(idOf(item));
    dates.push(item.publishDate);
    steps[position] = logitSteps(ranking.logits[position]!);
  });
  return { ids, dates, steps };
}

/** The caller's model of the folder and kind, unless it is still in the cold start (then the list is newest first). */
async function warmModel(db: Database, userId: string, customerName: string, itemKind: RelevanceItemKind) {
  const row = await findRelevanceModel(db, { userId, customerName, itemKind });
  if (!row) return undefined;
  const model = parseModel(row.model);
  return isColdStart(model) ? undefined : { model, state: `${model.reviews}:${model.steps}:${model.bias}` };
}

export type RankedFilterPage = {
  /** The page's item ids, the most relevant first. */
  ids: string[];
  nextCursor: string | null;
};

/**
 * One page of a server-side filter's shown items, the most relevant first by the caller's model of the folder; null
 * when the caller's model is absent or in its cold start (the list is then newest first, as the browser has it).
 * `items` reads every shown item in the shape the wire has (only the fields the model's features read need be
 * there): it runs only when no kept ranking serves the request. `criteriaKey` names the filter's criteria.
 */
export async function rankFilterPage(
  db: Database,
  request: {
    userId: string;
    customerName: string;
    kind: RelevanceItemKind;
    criteriaKey: string;
    limit: number;
    cursor: string | undefined;
    items: () => Promise<(Signal | Mention)[]>;
  },
): Promise<RankedFilterPage | null> {
  const { userId, customerName, kind, criteriaKey, limit } = request;
  const warm = await warmModel(db, userId, customerName, kind);
  if (!warm) return null;
  const after = request.cursor === undefined ? undefined : decodeRankCursor(request.cursor);
  const key = JSON.stringify([userId, customerName, kind, criteriaKey, warm.state]);
  let ranked = keptRanking(key);
  if (!ranked) {
    const [items, context] = await Promise.all([
      request.items(),
      kind === 'signal' ? readFolderEntityFacts(db, customerName).then(entityFactsContext) : Promise.resolve({}),
    ]);
    ranked = rank(items, kind, warm.model, context);
    keep(key, ranked);
  }
  const start = after ? positionAfter(ranked, after) : 0;
  const end = Math.min(start + limit, ranked.ids.length);
  const last = end - 1;
  return {
    ids: ranked.ids.slice(start, end),
    nextCursor:
      end < ranked.ids.length && last >= start
        ? encodeRankCursor({ steps: ranked.steps[last]!, date: ranked.dates[last]!, id: ranked.ids[last]! })
        : null,
  };
}

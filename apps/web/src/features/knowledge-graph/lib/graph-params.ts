import { CONVERGENCE_DEFAULT_DAYS, CONVERGENCE_MAX_DAYS, INFLUENCE_MAX_HOPS } from '@argus/contract';

// The Knowledge Graph views' state in their URL (shareable, survives a reload), under the names the graph calls take:
// the window and the categories (every view), the minimum weight (network, influence), the entity at the centre and
// its hops (influence), the picked entities and the converging window (timelines), and the node the network focuses.
// Days, categories and ids travel as written, so that a bad one in a link reaches the server and its 400 names it.

export type GraphParams = {
  /** YYYY-MM-DD, or undefined for the server's default (the last month). */
  from?: string;
  to?: string;
  categories: string[];
  minWeight: number;
  /** The network's focused node, or the influence range's centre. */
  entity?: string;
  hops: number;
  /** The converging timelines' entities, in the order picked. */
  entities: string[];
  /** Converging window in days. */
  days: number;
};

export const DEFAULT_GRAPH_PARAMS: GraphParams = {
  categories: [],
  minWeight: 1,
  hops: 1,
  entities: [],
  days: CONVERGENCE_DEFAULT_DAYS,
};

function readWhole(value: string | null, minimum: number, maximum: number, fallback: number) {
  const number = Number(value ?? Number.NaN);
  return Number.isInteger(number) && number >= minimum && number <= maximum ? number : fallback;
}

export function readGraphParams(search: URLSearchParams): GraphParams {
  return {
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
    categories: search.getAll('category').filter(Boolean),
    minWeight: readWhole(search.get('minWeight'), 1, 10_000, DEFAULT_GRAPH_PARAMS.minWeight),
    entity: search.get('entity') || undefined,
    hops: readWhole(search.get('hops'), 1, INFLUENCE_MAX_HOPS, DEFAULT_GRAPH_PARAMS.hops),
    entities: search.getAll('entities').filter(Boolean),
    days: readWhole(search.get('days'), 0, CONVERGENCE_MAX_DAYS, DEFAULT_GRAPH_PARAMS.days),
  };
}

/** Only what differs from the defaults is written. */
export function writeGraphParams(params: GraphParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  for (const category of params.categories) search.append('category', category);
  if (params.minWeight !== DEFAULT_GRAPH_PARAMS.minWeight) search.set('minWeight', String(params.minWeight));
  if (params.entity) search.set('entity', params.entity);
  if (params.hops !== DEFAULT_GRAPH_PARAMS.hops) search.set('hops', String(params.hops));
  for (const entity of params.entities) search.append('entities', entity);
  if (params.days !== DEFAULT_GRAPH_PARAMS.days) search.set('days', String(params.days));
  return search;
}

/** The window and categories as every graph call takes them (a value left out is undefined, and is not sent). */
export function windowQuery(params: Pick<GraphParams, 'from' | 'to' | 'categories'>) {
  return { from: params.from || undefined, to: params.to || undefined, category: params.categories };
}

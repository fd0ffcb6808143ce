import {
  GRAPH_ENTITY_LATEST_SIGNALS,
  INFLUENCE_MAX_NODES,
  TIMELINES_MAX_SIGNALS_PER_ENTITY,
  type GraphEntity,
  type GraphEntityDetails,
  type GraphEntitySearch,
  type GraphEntitySearchQuery,
  type GraphInfluence,
  type GraphInfluenceQuery,
  type GraphNetworkQuery,
  type GraphStartingPoints,
  type GraphStartingPointsQuery,
  type GraphTimelines,
  type GraphTimelinesQuery,
} from '@argus/contract';
import { defaultDayRange } from '@argus/filtering';
import type { Database } from '../../db/client';
import type { AnswerEncoding } from '../../lib/answer-encoding';
import { rememberEncodedAnswer } from '../../lib/encoded-answers';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import type { EncodedJson } from '../../lib/send-serialised-json';
import type { CurrentUser } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { assembleNetwork } from './graph-network';
import { findInfluenceRange } from './influence-range';
import { findStartingPoints } from './starting-points';
import { buildWindowGraph, edgeAt, edgesOfAtLeast, entityAt } from './window-graph';
import {
  findGraphEntities,
  listLatestEntitySignals,
  listTimelineSignals,
  readWindowGraph,
  searchActiveEntities,
  searchQuietEntities,
  type GraphEntityRow,
  type GraphWindow,
} from './knowledge-graph.repository';

// The knowledge graph's reads (ADR 0099): one folder the caller may open, and only the entities of its
// graph (those it monitors and those its visible signals are about or name). Anything else is "no such entity".

type Caches = Pick<ReadCaches, 'customerAccess' | 'graphWindows' | 'graphNetworks'>;

/** What a graph read works with: the caller, checked against the folder, and the caches of the folder's graph. */
export type GraphReadContext = Pick<ServiceContext, 'db' | 'user'> & { caches: Caches };

const NO_SUCH_ENTITY = 'No such entity in this folder.';

/** The flag of spec section 2: the graph answers only users for whom it is turned on. */
export function assertKnowledgeGraphEnabled(user: CurrentUser) {
  if (!user.knowledgeGraph) throw forbidden('The knowledge graph is not turned on for your account.');
}

/** The days of a read, with the signal filter's defaults (the last month up to today, UTC) for those left out. */
function windowOf(query: { from?: string; to?: string }, now = new Date()) {
  const defaults = defaultDayRange(now);
  return { from: query.from ?? defaults.dateBegin, to: query.to ?? defaults.dateEnd };
}

const toGraphEntity = (row: GraphEntityRow): GraphEntity => ({
  id: row.id,
  name: row.name,
  industry: row.industry,
  country: row.country,
  monitored: row.monitored,
  signalCount: row.signalCount,
});

/** The window's graph, computed once for all the network and influence reads of the same window and categories. */
function readFolderGraph(db: Database, caches: Caches, window: GraphWindow) {
  const key = [window.customerName, window.from, window.to, ...window.categories].join('\u001f');
  return caches.graphWindows.remember(key, async () => {
    const rows = await readWindowGraph(db, window);
    return buildWindowGraph(rows.entities, rows.signals);
  });
}

/**
 * The folder's network of entities and industries in the window (spec: Industry network), as JSON in the coding the
 * request accepts, each answer made once until the folder's data changes. The access is checked first, every time.
 */
export async function readGraphNetworkJson(
  { db, caches, user }: GraphReadContext,
  { customerName, query, encoding }: { customerName: string; query: GraphNetworkQuery; encoding: AnswerEncoding },
): Promise<EncodedJson> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const window = windowOf(query);
  const categories = query.category;
  const key = [customerName, window.from, window.to, query.minWeight, query.limit, ...categories].join('\u001f');
  return rememberEncodedAnswer(caches.graphNetworks, key, encoding, async () => {
    const graph = await readFolderGraph(db, caches, { customerName, ...window, categories });
    // Built field by field (graph-network.ts): sent past the response schema's pass (knowledge-graph.routes.ts).
    return Buffer.from(JSON.stringify(assembleNetwork(window, graph, query.minWeight, query.limit)));
  });
}

/** One entity's neighbourhood up to `hops` co-occurrence steps (spec: Influence range). */
export async function readGraphInfluence(
  { db, caches, user }: GraphReadContext,
  { customerName, query }: { customerName: string; query: GraphInfluenceQuery },
): Promise<GraphInfluence> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const window = windowOf(query);
  const graphWindow: GraphWindow = { customerName, ...window, categories: query.category };
  // The centre first: a caller naming an entity outside the folder's graph costs one lookup, not a graph.
  const [center] = await findGraphEntities(db, customerName, [query.entity], window);
  if (!center) throw notFound(NO_SUCH_ENTITY);
  const graph = await readFolderGraph(db, caches, graphWindow);
  const entityOf = (id: string) => {
    const index = graph.indexOf.get(id);
    return index === undefined ? undefined : entityAt(graph, index);
  };
  // The centre's count under the categories asked for: none when the window's graph lacks it.
  const centerEntity = toGraphEntity(entityOf(center.id) ?? { ...center, signalCount: 0 });
  const followed = Array.from({ length: edgesOfAtLeast(graph, query.minWeight) }, (_, edge) => edgeAt(graph, edge));
  const range = findInfluenceRange(center.id, followed, query.hops, INFLUENCE_MAX_NODES);
  return {
    window,
    center: centerEntity,
    nodes: range.reached.map(({ id, hop }) => {
      const entity = entityOf(id);
      return { ...(entity ? toGraphEntity(entity) : centerEntity), hop };
    }),
    edges: range.edges,
    paths: range.paths,
    omittedNodes: range.omittedNodes,
  };
}

/**
 * The window's most connected entities (ADR 0130), the one-click starting points of the Influence Range and the
 * Converging Timelines: from the window's graph the network and influence reads share (and cache).
 */
export async function readGraphStartingPoints(
  { db, caches, user }: GraphReadContext,
  { customerName, query }: { customerName: string; query: GraphStartingPointsQuery },
): Promise<GraphStartingPoints> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const window = windowOf(query);
  const graph = await readFolderGraph(db, caches, { customerName, ...window, categories: query.category });
  return {
    window,
    entities: findStartingPoints(graph, query.minWeight, query.limit).map((entity) => ({
      ...toGraphEntity(entity),
      degree: entity.degree,
    })),
  };
}

/** The signals of 2-6 entities side by side (spec: Converging timelines); each entity must be in the folder's graph. */
export async function readGraphTimelines(
  { db, caches, user }: GraphReadContext,
  { customerName, query }: { customerName: string; query: GraphTimelinesQuery },
): Promise<GraphTimelines> {
  if (new Set(query.entity).size !== query.entity.length)
    throw badRequest('entity', 'entity: must not repeat an entity');
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const window = windowOf(query);
  // The categories narrow the signals and their counts as the network's and the influence's (ADR 0130).
  const range = { ...window, categories: query.category };
  const found = await findGraphEntities(db, customerName, query.entity, range);
  const byId = new Map(found.map((row) => [row.id, row]));
  const missing = query.entity.find((id) => !byId.has(id));
  if (missing) throw notFound(`No such entity in this folder: ${missing}.`);
  const signals = await listTimelineSignals(db, customerName, query.entity, range, TIMELINES_MAX_SIGNALS_PER_ENTITY);
  return {
    window,
    entities: query.entity.map((id) => {
      const entity = toGraphEntity(byId.get(id)!);
      return { ...entity, omittedSignals: Math.max(0, entity.signalCount - TIMELINES_MAX_SIGNALS_PER_ENTITY) };
    }),
    // Field by field: the answer is sent without the response schema's pass (knowledge-graph.routes.ts).
    signals: signals.map((signal) => ({
      id: signal.id,
      entityId: signal.entityId,
      role: signal.role,
      publishDate: signal.publishDate,
      eventType: signal.eventType,
      category: signal.category,
      reliability: signal.reliability,
      title: signal.title,
    })),
  };
}

/**
 * Graph entities of the folder by name: those with signals in the last month first (most signals first, then by
 * name), then the quiet ones by name, `limit` in all.
 */
export async function searchGraphEntities(
  { db, caches, user }: GraphReadContext,
  { customerName, query }: { customerName: string; query: GraphEntitySearchQuery },
): Promise<GraphEntitySearch> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const window: GraphWindow = { customerName, ...windowOf({}), categories: [] };
  const active = await searchActiveEntities(db, window, query.search, query.limit);
  const quiet =
    active.length < query.limit
      ? await searchQuietEntities(
          db,
          customerName,
          query.search,
          active.map((entity) => entity.id),
          query.limit - active.length,
        )
      : [];
  return { entities: [...active, ...quiet].map(toGraphEntity) };
}

/** An entity of the folder's graph with the folder's latest signals about it or naming it (any date). */
export async function readGraphEntityDetails(
  { db, caches, user }: GraphReadContext,
  { customerName, entityId }: { customerName: string; entityId: string },
): Promise<GraphEntityDetails> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const [[entity], latestSignals] = await Promise.all([
    findGraphEntities(db, customerName, [entityId], windowOf({})),
    listLatestEntitySignals(db, customerName, entityId, GRAPH_ENTITY_LATEST_SIGNALS),
  ]);
  if (!entity) throw notFound(NO_SUCH_ENTITY);
  return {
    ...toGraphEntity(entity),
    dunsId: entity.dunsId,
    city: entity.city,
    website: entity.website,
    latestSignals,
  };
}

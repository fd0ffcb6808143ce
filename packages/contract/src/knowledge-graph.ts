import { z } from 'zod';
import { customerNameSchema, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';
import { filterDayParamSchema, filterListSchema, filterTextSchema } from './filter-query';

// Wire shapes of the Knowledge Graph (spec section 2, ADR 0099): a folder's network of target entities and
// industries, an entity's influence range, and the converging timelines of a few entities. Every call is scoped to
// one folder the caller may open: its graph holds the entities the folder monitors and the entities its own visible
// signals name in their arguments (a counterparty the analyst already reads about), and nothing else.

/** Edges a network answer holds at most by default and at most on request; the strongest are kept. */
export const GRAPH_DEFAULT_EDGE_LIMIT = 5000;
export const GRAPH_MAX_EDGE_LIMIT = 20_000;
/** Entity nodes a network answer holds at most; the entities with most signals in the window are kept. */
export const GRAPH_MAX_ENTITY_NODES = 5000;
export const INFLUENCE_MAX_HOPS = 3;
/** An influence range stops growing at this many entities (the strongest edges are followed first). */
export const INFLUENCE_MAX_NODES = 500;
export const TIMELINES_MIN_ENTITIES = 2;
export const TIMELINES_MAX_ENTITIES = 6;
/** Signals per entity a timelines answer holds at most (the newest). */
export const TIMELINES_MAX_SIGNALS_PER_ENTITY = 2000;
/** The converging window's default and bounds, in days (web app; the server answers the signals). */
export const CONVERGENCE_DEFAULT_DAYS = 7;
export const CONVERGENCE_MAX_DAYS = 90;
export const GRAPH_ENTITY_SEARCH_LIMIT = 20;
/** Starting points the Influence Range and the Converging Timelines offer by default, and at most (ADR 0130). */
export const GRAPH_STARTING_POINTS_DEFAULT = 8;
export const GRAPH_STARTING_POINTS_MAX = 20;
export const GRAPH_ENTITY_LATEST_SIGNALS = 10;

/** The node id of an industry: entity nodes are their uuid, industries this prefix and their name. */
export const INDUSTRY_NODE_PREFIX = 'industry:';
export const industryNodeId = (industry: string) => `${INDUSTRY_NODE_PREFIX}${industry}`;

export const graphParamsSchema = z.object({ customer: customerNameSchema });
export const graphEntityParamsSchema = z.object({ customer: customerNameSchema, entityId: uuidSchema });

const positiveInteger = (name: string, minimum: number, maximum: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(minimum, `must be ${minimum} to ${maximum}`)
    .max(maximum, `must be ${minimum} to ${maximum}`)
    .default(fallback)
    .meta({ description: `${name}; ${minimum} to ${maximum}, ${fallback} by default.` });

/** The window and the event categories whose signals count; shared by every graph read. */
const graphWindowFields = {
  from: filterDayParamSchema('first', 'one month before today'),
  to: filterDayParamSchema('last', 'today'),
  category: filterListSchema(filterTextSchema, 'Event categories whose signals count; none: every category.'),
};

/** Keeps the schema's own type (its input too, which callers' queries are checked against). */
const rangeInOrder = <Schema extends z.ZodType<{ from?: string; to?: string }>>(schema: Schema) =>
  schema.superRefine((value: { from?: string; to?: string }, context) => {
    if (value.from && value.to && value.to < value.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    }
  });

export const graphNetworkQuerySchema = rangeInOrder(
  z.strictObject({
    ...graphWindowFields,
    minWeight: positiveInteger('Co-occurrence edges with fewer signals are left out', 1, 10_000, 1),
    limit: positiveInteger(
      'Co-occurrence edges kept (the strongest)',
      1,
      GRAPH_MAX_EDGE_LIMIT,
      GRAPH_DEFAULT_EDGE_LIMIT,
    ),
  }),
);
export type GraphNetworkQuery = z.infer<typeof graphNetworkQuerySchema>;

export const graphInfluenceQuerySchema = rangeInOrder(
  z.strictObject({
    ...graphWindowFields,
    entity: uuidSchema.meta({ description: 'The entity at the centre.' }),
    hops: positiveInteger('How far to follow co-occurrence edges', 1, INFLUENCE_MAX_HOPS, 1),
    minWeight: positiveInteger('Co-occurrence edges with fewer signals are not followed', 1, 10_000, 1),
  }),
);
export type GraphInfluenceQuery = z.infer<typeof graphInfluenceQuerySchema>;

export const graphTimelinesQuerySchema = rangeInOrder(
  z.strictObject({
    // The categories as the other reads take them (ADR 0130): a signal of another category is on no timeline.
    ...graphWindowFields,
    entity: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .pipe(
        z
          .array(uuidSchema)
          .min(TIMELINES_MIN_ENTITIES, `must name ${TIMELINES_MIN_ENTITIES} to ${TIMELINES_MAX_ENTITIES} entities`)
          .max(TIMELINES_MAX_ENTITIES, `must name ${TIMELINES_MIN_ENTITIES} to ${TIMELINES_MAX_ENTITIES} entities`),
      )
      .meta({ description: `The entities, ${TIMELINES_MIN_ENTITIES} to ${TIMELINES_MAX_ENTITIES}: repeat the key.` }),
  }),
);
export type GraphTimelinesQuery = z.infer<typeof graphTimelinesQuerySchema>;

/** The most connected entities of the window's graph: one-click starting points of a view (ADR 0130). */
export const graphStartingPointsQuerySchema = rangeInOrder(
  z.strictObject({
    ...graphWindowFields,
    minWeight: positiveInteger('Co-occurrence edges with fewer signals do not count', 1, 10_000, 1),
    limit: positiveInteger('Entities answered', 1, GRAPH_STARTING_POINTS_MAX, GRAPH_STARTING_POINTS_DEFAULT),
  }),
);
export type GraphStartingPointsQuery = z.infer<typeof graphStartingPointsQuerySchema>;

export const graphEntitySearchQuerySchema = z.strictObject({
  search: filterTextSchema
    .default('')
    .meta({ description: 'Part of the name (case-insensitive); empty: the entities with most signals.' }),
  limit: positiveInteger('Entities answered', 1, 100, GRAPH_ENTITY_SEARCH_LIMIT),
});
export type GraphEntitySearchQuery = z.infer<typeof graphEntitySearchQuerySchema>;

/** An entity of the folder's graph. `monitored`: the folder monitors it; otherwise its signals name it. */
export const graphEntitySchema = z.object({
  id: z.string(),
  /** In start case, as the Signals screen shows companies. */
  name: z.string(),
  industry: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  monitored: z.boolean(),
  /** The folder's visible signals in the window about the entity or naming it. */
  signalCount: z.number().int(),
});
export type GraphEntity = z.infer<typeof graphEntitySchema>;

export const graphNodeSchema = z.discriminatedUnion('kind', [
  graphEntitySchema.extend({ kind: z.literal('entity') }),
  z.object({
    kind: z.literal('industry'),
    /** `industry:<name>`. */
    id: z.string(),
    name: z.string(),
    /** The folder's entities in this industry (in this answer). */
    entityCount: z.number().int(),
  }),
]);
export type GraphNode = z.infer<typeof graphNodeSchema>;

/**
 * `membership`: an entity and its industry (weight 1). `co-occurrence`: two entities in one signal (the subject and an
 * argument, or two arguments); `weight` counts such signals in the window, `category` is the most frequent event
 * category among them and `categories` all of them, most frequent first. `source` < `target` for co-occurrence.
 */
export const graphEdgeSchema = z.object({
  source: z.string(),
  target: z.string(),
  kind: z.enum(['membership', 'co-occurrence']),
  weight: z.number().int(),
  category: z.string().nullable(),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type GraphEdge = z.infer<typeof graphEdgeSchema>;

const graphWindowSchema = z.object({ from: z.string(), to: z.string() });

export const graphNetworkSchema = z.object({
  window: graphWindowSchema,
  nodes: z.array(graphNodeSchema),
  edges: z.array(graphEdgeSchema),
  /**
   * Co-occurrence edges of at least minWeight signals left out (beyond the limit, or touching a left-out entity), and
   * entity nodes beyond GRAPH_MAX_ENTITY_NODES.
   */
  omittedEdges: z.number().int(),
  omittedNodes: z.number().int(),
});
export type GraphNetwork = z.infer<typeof graphNetworkSchema>;

export const graphInfluenceSchema = z.object({
  window: graphWindowSchema,
  center: graphEntitySchema,
  /** The centre's neighbourhood: every entity within `hops`, with its distance (the centre is 0). */
  nodes: z.array(graphEntitySchema.extend({ hop: z.number().int() })),
  /** The co-occurrence edges among those nodes. */
  edges: z.array(graphEdgeSchema),
  /**
   * For each entity but the centre, the strongest shortest path from the centre: its entity ids, centre first, and
   * the weight of each step (one fewer than the ids). Ordered by hop, then by the weakest step, strongest first.
   */
  paths: z.array(z.object({ target: z.string(), path: z.array(z.string()), weights: z.array(z.number().int()) })),
  /** Entities left out because the range reached INFLUENCE_MAX_NODES. */
  omittedNodes: z.number().int(),
});
export type GraphInfluence = z.infer<typeof graphInfluenceSchema>;

/** A signal on a timeline: about the entity (`role: subject`) or naming it in an argument (`role: named`). */
export const timelineSignalSchema = z.object({
  id: z.string(),
  entityId: z.string(),
  role: z.enum(['subject', 'named']),
  publishDate: z.string(),
  eventType: z.string(),
  category: z.string().nullable(),
  reliability: z.number().int(),
  title: z.string().nullable(),
});
export type TimelineSignal = z.infer<typeof timelineSignalSchema>;

export const graphTimelinesSchema = z.object({
  window: graphWindowSchema,
  /** In the order asked for. */
  entities: z.array(graphEntitySchema.extend({ omittedSignals: z.number().int() })),
  /** Oldest first. */
  signals: z.array(timelineSignalSchema),
});
export type GraphTimelines = z.infer<typeof graphTimelinesSchema>;

/**
 * The window's entities with most co-occurrence links (of at least minWeight signals) first, then those with most
 * signals, then by name; only entities with signals in the window. `degree`: the distinct entities it is linked to.
 */
export const graphStartingPointsSchema = z.object({
  window: graphWindowSchema,
  entities: z.array(graphEntitySchema.extend({ degree: z.number().int() })),
});
export type GraphStartingPoints = z.infer<typeof graphStartingPointsSchema>;

export const graphEntitySearchSchema = z.object({ entities: z.array(graphEntitySchema) });
export type GraphEntitySearch = z.infer<typeof graphEntitySearchSchema>;

/** The side panel's entity: its details and the folder's latest signals about it or naming it (any date). */
export const graphEntityDetailsSchema = graphEntitySchema.extend({
  dunsId: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  latestSignals: z.array(timelineSignalSchema),
});
export type GraphEntityDetails = z.infer<typeof graphEntityDetailsSchema>;

const errors = [400, 401, 403, 404] as const;

/** Each read answers only users whose `knowledgeGraph` flag is on: the routes check it on request, after the user. */
export const knowledgeGraphEndpoints = defineEndpoints({
  network: {
    method: 'GET',
    path: '/api/knowledge-graph/network/:customer',
    operationId: 'readGraphNetwork',
    tag: 'knowledge-graph',
    summary:
      "A folder's network in a window: its entities (monitored or named by its signals) and their industries, membership edges, and co-occurrence edges weighted by the signals naming both",
    access: 'user',
    params: graphParamsSchema,
    query: graphNetworkQuerySchema,
    response: graphNetworkSchema,
    revalidates: true,
    errors,
  },
  influence: {
    method: 'GET',
    path: '/api/knowledge-graph/influence/:customer',
    operationId: 'readGraphInfluence',
    tag: 'knowledge-graph',
    summary:
      "An entity's influence range: the folder's entities within 1-3 co-occurrence steps, the edges among them and each one's strongest shortest path",
    access: 'user',
    params: graphParamsSchema,
    query: graphInfluenceQuerySchema,
    response: graphInfluenceSchema,
    errors,
  },
  timelines: {
    method: 'GET',
    path: '/api/knowledge-graph/timelines/:customer',
    operationId: 'readGraphTimelines',
    tag: 'knowledge-graph',
    summary:
      "Converging timelines: the folder's signals in a window about or naming each of 2-6 entities, oldest first",
    access: 'user',
    params: graphParamsSchema,
    query: graphTimelinesQuerySchema,
    response: graphTimelinesSchema,
    errors,
  },
  startingPoints: {
    method: 'GET',
    path: '/api/knowledge-graph/starting-points/:customer',
    operationId: 'readGraphStartingPoints',
    tag: 'knowledge-graph',
    summary:
      "The most connected entities of a folder's graph in a window (most co-occurrence links first): where the Influence Range and the Converging Timelines can start",
    access: 'user',
    params: graphParamsSchema,
    query: graphStartingPointsQuerySchema,
    response: graphStartingPointsSchema,
    errors,
  },
  searchEntities: {
    method: 'GET',
    path: '/api/knowledge-graph/entities/:customer',
    operationId: 'searchGraphEntities',
    tag: 'knowledge-graph',
    summary:
      "Entities of a folder's graph whose name holds the search text, those with most signals in the last month first",
    access: 'user',
    params: graphParamsSchema,
    query: graphEntitySearchQuerySchema,
    response: graphEntitySearchSchema,
    errors,
  },
  entityDetails: {
    method: 'GET',
    path: '/api/knowledge-graph/entities/:customer/:entityId',
    operationId: 'readGraphEntity',
    tag: 'knowledge-graph',
    summary: "An entity of a folder's graph and the folder's latest signals about it or naming it",
    access: 'user',
    params: graphEntityParamsSchema,
    response: graphEntityDetailsSchema,
    errors,
  },
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphEntityDetailsSchema,
  graphEntitySearchSchema,
  graphInfluenceSchema,
  graphNetworkSchema,
  graphStartingPointsSchema,
  graphTimelinesSchema,
  industryNodeId,
  UNCATEGORISED,
  type GraphEdge,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import {
  createGraphEntity,
  createGraphEventTypes,
  createGraphSignal,
  createGraphUser,
  monitorEntities,
} from './knowledge-graph.factories';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

/** Text in code-unit order, as the answers order ids. */
const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

type Entity = { id: string; name: string };

/** A co-occurrence edge as the contract writes it: the smaller id as source, categories most frequent first. */
function coOccurrence(first: Entity, second: Entity, categories: [string, number][]): GraphEdge {
  const [source, target] = [first.id, second.id].sort(byText) as [string, string];
  const sorted = [...categories].sort(
    ([leftName, left], [rightName, right]) => right - left || byText(leftName, rightName),
  );
  return {
    source,
    target,
    kind: 'co-occurrence',
    weight: sorted.reduce((sum, [, count]) => sum + count, 0),
    category: sorted[0]![0],
    categories: sorted.map(([category, count]) => ({ category, count })),
  };
}

const strongestFirst = (edges: GraphEdge[]) =>
  [...edges].sort(
    (left, right) =>
      right.weight - left.weight || byText(left.source, right.source) || byText(left.target, right.target),
  );

const membership = (entity: Entity, industry: string): GraphEdge => ({
  source: entity.id,
  target: industryNodeId(industry),
  kind: 'membership',
  weight: 1,
  category: null,
  categories: [],
});

describe.each(testDatabaseKinds())('the knowledge graph reads on %s', (kind) => {
  let testApp: TestApp;
  let world: Awaited<ReturnType<typeof createGraphWorld>>;

  /**
   * One folder, hand-made. In March 2026 its visible signals are about A, B, C and F and name others:
   * s1 A→B (category), s2 A→B,C (no category), s3 B→C, s4 A→B, s5 C→E (March 31st, 23:30), s9 B→F, s10 F→B,
   * s11 C→F (no category). Around them: a hidden signal naming Y, a deleted one naming X, one in February naming Z, one
   * on April 1st. D is monitored without a signal. X is the other customer's (monitored there, in a signal there).
   */
  async function createGraphWorld() {
    const own = await createCustomer(testApp.db);
    const other = await createCustomer(testApp.db);
    const types = await createGraphEventTypes(testApp);
    const entity = (name: string, industry: string | null) => createGraphEntity(testApp, { name, industry });
    const A = await entity('acme   motors gmbh', 'Automotive');
    const B = await entity('bolt batteries', 'Energy');
    const C = await entity('cobalt mining plc', 'Mining');
    const D = await entity('delta logistics', 'Logistics');
    const E = await entity('echo bank', null);
    const F = await entity('fjord shipping', 'Logistics');
    const X = await entity('xeno corp', 'Defence');
    const Y = await entity('yonder hidden', 'Media');
    const Z = await entity('zenith february', 'Media');
    await monitorEntities(testApp, own.name, [A.id, B.id, D.id]);
    await monitorEntities(testApp, other.name, [X.id, A.id]);
    const signal = (
      subject: Entity,
      named: Entity[],
      publishDate: string,
      values: { eventType?: string; hidden?: boolean; deleted?: boolean; customerName?: string; title?: string } = {},
    ) =>
      createGraphSignal(testApp, {
        customerName: values.customerName ?? own.name,
        subject,
        named,
        eventType: values.eventType ?? types.categorised,
        publishDate,
        hidden: values.hidden,
        deleted: values.deleted,
        title: values.title ?? `${subject.name} ${publishDate}`,
      });
    const s1 = await signal(A, [B], '2026-03-02T09:00:00.000Z');
    const s2 = await signal(A, [B, C], '2026-03-03T09:00:00.000Z', { eventType: types.uncategorised });
    const s3 = await signal(B, [C], '2026-03-04T09:00:00.000Z');
    const s4 = await signal(A, [B], '2026-03-05T09:00:00.000Z');
    const s5 = await signal(C, [E], '2026-03-31T23:30:00.000Z');
    const s6 = await signal(A, [Y], '2026-03-06T09:00:00.000Z', { hidden: true });
    const s7 = await signal(A, [Z], '2026-02-20T09:00:00.000Z');
    const s8 = await signal(A, [B], '2026-04-01T00:00:00.000Z');
    const s9 = await signal(B, [F], '2026-03-10T09:00:00.000Z');
    const s10 = await signal(F, [B], '2026-03-11T09:00:00.000Z');
    const s11 = await signal(C, [F], '2026-03-12T09:00:00.000Z', { eventType: types.uncategorised });
    const s12 = await signal(A, [X], '2026-03-13T09:00:00.000Z', { deleted: true });
    await signal(X, [A], '2026-03-14T09:00:00.000Z', { customerName: other.name });
    const analyst = await createGraphUser(testApp, { customers: [own.name] });
    return {
      own,
      other,
      types,
      entities: { A, B, C, D, E, F, X, Y, Z },
      signals: { s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12 },
      analyst,
    };
  }

  const read = async (path: string, query: Record<string, string | number | string[]> = {}) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const entry of Array.isArray(value) ? value : [value]) search.append(key, String(entry));
    }
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/knowledge-graph/${path}${search.size > 0 ? `?${search}` : ''}`,
      headers: world.analyst.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createGraphWorld();
  });
  afterAll(() => testApp.close());

  describe('network', () => {
    it("answers the folder's entities, their industries, memberships and co-occurrences of a month, weighted by signals", async () => {
      const { A, B, C, D, E, F } = world.entities;
      const category = world.types.category;
      const network = graphNetworkSchema.parse(await read(`network/${world.own.name}`, MARCH));
      expect(network.window).toEqual(MARCH);
      expect(network.nodes).toEqual([
        {
          kind: 'entity',
          id: B.id,
          name: 'Bolt Batteries',
          industry: 'Energy',
          country: 'DE',
          monitored: true,
          signalCount: 6,
        },
        {
          kind: 'entity',
          id: C.id,
          name: 'Cobalt Mining Plc',
          industry: 'Mining',
          country: 'DE',
          monitored: false,
          signalCount: 4,
        },
        // Start case as the Signals screen shows companies: runs of spaces become one.
        {
          kind: 'entity',
          id: A.id,
          name: 'Acme Motors Gmbh',
          industry: 'Automotive',
          country: 'DE',
          monitored: true,
          signalCount: 3,
        },
        {
          kind: 'entity',
          id: F.id,
          name: 'Fjord Shipping',
          industry: 'Logistics',
          country: 'DE',
          monitored: false,
          signalCount: 3,
        },
        {
          kind: 'entity',
          id: E.id,
          name: 'Echo Bank',
          industry: null,
          country: 'DE',
          monitored: false,
          signalCount: 1,
        },
        {
          kind: 'entity',
          id: D.id,
          name: 'Delta Logistics',
          industry: 'Logistics',
          country: 'DE',
          monitored: true,
          signalCount: 0,
        },
        { kind: 'industry', id: industryNodeId('Logistics'), name: 'Logistics', entityCount: 2 },
        { kind: 'industry', id: industryNodeId('Automotive'), name: 'Automotive', entityCount: 1 },
        { kind: 'industry', id: industryNodeId('Energy'), name: 'Energy', entityCount: 1 },
        { kind: 'industry', id: industryNodeId('Mining'), name: 'Mining', entityCount: 1 },
      ]);
      expect(network.edges).toEqual([
        ...strongestFirst([
          coOccurrence(A, B, [
            [category, 2],
            [UNCATEGORISED, 1],
          ]),
          coOccurrence(B, C, [
            [category, 1],
            [UNCATEGORISED, 1],
          ]),
          coOccurrence(B, F, [[category, 2]]),
          coOccurrence(A, C, [[UNCATEGORISED, 1]]),
          coOccurrence(C, E, [[category, 1]]),
          coOccurrence(C, F, [[UNCATEGORISED, 1]]),
        ]),
        membership(B, 'Energy'),
        membership(C, 'Mining'),
        membership(A, 'Automotive'),
        membership(F, 'Logistics'),
        membership(D, 'Logistics'),
      ]);
      expect(network.omittedEdges).toBe(0);
      expect(network.omittedNodes).toBe(0);
      // Every co-occurrence edge names the smaller id first.
      for (const edge of network.edges.filter((edge) => edge.kind === 'co-occurrence')) {
        expect(byText(edge.source, edge.target)).toBe(-1);
      }
    });

    it('keeps the co-occurrence edges of at least minWeight signals, the strongest `limit` of them, and counts the rest', async () => {
      const { A, B, C, F } = world.entities;
      const coOccurrences = async (query: Record<string, string | number>) => {
        const network = graphNetworkSchema.parse(await read(`network/${world.own.name}`, { ...MARCH, ...query }));
        return {
          pairs: network.edges
            .filter((edge) => edge.kind === 'co-occurrence')
            .map((edge) => [edge.source, edge.target, edge.weight]),
          omittedEdges: network.omittedEdges,
          // The entities stay whatever the edges.
          entities: network.nodes.filter((node) => node.kind === 'entity').length,
        };
      };
      const pair = (first: Entity, second: Entity, weight: number) => [...[first.id, second.id].sort(byText), weight];
      // Two edges of weight 2: by source, then target.
      const strongTwo = strongestFirst([coOccurrence(B, C, [['x', 2]]), coOccurrence(B, F, [['x', 2]])]).map((edge) => [
        edge.source,
        edge.target,
        2,
      ]);
      expect(await coOccurrences({ minWeight: 2 })).toEqual({
        pairs: [pair(A, B, 3), ...strongTwo],
        omittedEdges: 0,
        entities: 6,
      });
      expect(await coOccurrences({ minWeight: 3 })).toEqual({ pairs: [pair(A, B, 3)], omittedEdges: 0, entities: 6 });
      expect(await coOccurrences({ limit: 1 })).toEqual({ pairs: [pair(A, B, 3)], omittedEdges: 5, entities: 6 });
      expect(await coOccurrences({ minWeight: 2, limit: 2 })).toEqual({
        pairs: [pair(A, B, 3), strongTwo[0]],
        omittedEdges: 1,
        entities: 6,
      });
      expect(await coOccurrences({ minWeight: 4 })).toEqual({ pairs: [], omittedEdges: 0, entities: 6 });
    });

    it('counts only the signals of the chosen categories; Uncategorised stands for event types without one', async () => {
      const { A, B, C, D, E, F } = world.entities;
      const category = world.types.category;
      const categorised = graphNetworkSchema.parse(
        await read(`network/${world.own.name}`, { ...MARCH, category: [category] }),
      );
      expect(
        categorised.nodes.flatMap((node) => (node.kind === 'entity' ? [[node.name, node.signalCount]] : [])),
      ).toEqual([
        ['Bolt Batteries', 5],
        ['Acme Motors Gmbh', 2],
        ['Cobalt Mining Plc', 2],
        ['Fjord Shipping', 2],
        ['Echo Bank', 1],
        ['Delta Logistics', 0],
      ]);
      expect(categorised.edges.filter((edge) => edge.kind === 'co-occurrence')).toEqual(
        strongestFirst([
          coOccurrence(A, B, [[category, 2]]),
          coOccurrence(B, F, [[category, 2]]),
          coOccurrence(B, C, [[category, 1]]),
          coOccurrence(C, E, [[category, 1]]),
        ]),
      );

      const uncategorised = graphNetworkSchema.parse(
        await read(`network/${world.own.name}`, { ...MARCH, category: UNCATEGORISED }),
      );
      // E has no such signal and the folder does not monitor it: it is not in this network; D is monitored.
      expect(
        uncategorised.nodes.flatMap((node) => (node.kind === 'entity' ? [[node.id, node.signalCount]] : [])),
      ).toEqual([
        [C.id, 2],
        [A.id, 1],
        [B.id, 1],
        [F.id, 1],
        [D.id, 0],
      ]);
      expect(uncategorised.edges.filter((edge) => edge.kind === 'co-occurrence')).toEqual(
        strongestFirst([
          coOccurrence(A, B, [[UNCATEGORISED, 1]]),
          coOccurrence(A, C, [[UNCATEGORISED, 1]]),
          coOccurrence(B, C, [[UNCATEGORISED, 1]]),
          coOccurrence(C, F, [[UNCATEGORISED, 1]]),
        ]),
      );
    });

    it('takes whole UTC days: the last day up to midnight, the day after not at all', async () => {
      const { A } = world.entities;
      const lastDay = graphNetworkSchema.parse(
        await read(`network/${world.own.name}`, { from: '2026-03-31', to: '2026-03-31' }),
      );
      expect(
        lastDay.nodes.flatMap((node) => (node.kind === 'entity' && node.signalCount > 0 ? [node.name] : [])),
      ).toEqual(['Cobalt Mining Plc', 'Echo Bank']);
      const april = graphNetworkSchema.parse(
        await read(`network/${world.own.name}`, { from: '2026-04-01', to: '2026-04-30' }),
      );
      expect(april.nodes.find((node) => node.id === A.id)).toMatchObject({ signalCount: 1 });
    });
  });

  describe('influence', () => {
    it('follows co-occurrence edges hop by hop, each entity by its strongest shortest path', async () => {
      const { A, B, C, E, F } = world.entities;
      const influence = graphInfluenceSchema.parse(
        await read(`influence/${world.own.name}`, { ...MARCH, entity: A.id, hops: 2 }),
      );
      expect(influence.window).toEqual(MARCH);
      expect(influence.center).toEqual({
        id: A.id,
        name: 'Acme Motors Gmbh',
        industry: 'Automotive',
        country: 'DE',
        monitored: true,
        signalCount: 3,
      });
      expect(influence.nodes.map((node) => [node.name, node.hop, node.signalCount])).toEqual([
        ['Acme Motors Gmbh', 0, 3],
        ['Bolt Batteries', 1, 6],
        ['Cobalt Mining Plc', 1, 4],
        // Through B (steps 3 and 2) rather than through C (1 and 1).
        ['Fjord Shipping', 2, 3],
        ['Echo Bank', 2, 1],
      ]);
      expect(influence.paths).toEqual([
        { target: B.id, path: [A.id, B.id], weights: [3] },
        { target: C.id, path: [A.id, C.id], weights: [1] },
        { target: F.id, path: [A.id, B.id, F.id], weights: [3, 2] },
        { target: E.id, path: [A.id, C.id, E.id], weights: [1, 1] },
      ]);
      // Every co-occurrence edge among the five, the one between two entities of the same hop too.
      expect(influence.edges.map((edge) => [edge.source, edge.target, edge.weight])).toEqual(
        strongestFirst([
          coOccurrence(A, B, [['x', 3]]),
          coOccurrence(B, C, [['x', 2]]),
          coOccurrence(B, F, [['x', 2]]),
          coOccurrence(A, C, [['x', 1]]),
          coOccurrence(C, E, [['x', 1]]),
          coOccurrence(C, F, [['x', 1]]),
        ]).map((edge) => [edge.source, edge.target, edge.weight]),
      );
      expect(influence.edges.find((edge) => edge.weight === 3)?.categories).toEqual([
        { category: world.types.category, count: 2 },
        { category: UNCATEGORISED, count: 1 },
      ]);
      expect(influence.omittedNodes).toBe(0);
    });

    it('stops at `hops` and follows only edges of at least minWeight signals', async () => {
      const { A, B, C, F } = world.entities;
      const oneHop = graphInfluenceSchema.parse(await read(`influence/${world.own.name}`, { ...MARCH, entity: A.id }));
      expect(oneHop.nodes.map((node) => [node.id, node.hop])).toEqual([
        [A.id, 0],
        [B.id, 1],
        [C.id, 1],
      ]);
      expect(oneHop.edges).toHaveLength(3);

      const strong = graphInfluenceSchema.parse(
        await read(`influence/${world.own.name}`, { ...MARCH, entity: A.id, hops: 3, minWeight: 2 }),
      );
      expect(new Map(strong.nodes.map((node) => [node.id, node.hop]))).toEqual(
        new Map([
          [A.id, 0],
          [B.id, 1],
          [C.id, 2],
          [F.id, 2],
        ]),
      );
      expect(strong.paths.slice(1).sort((left, right) => byText(left.target, right.target))).toEqual(
        [
          { target: C.id, path: [A.id, B.id, C.id], weights: [3, 2] },
          { target: F.id, path: [A.id, B.id, F.id], weights: [3, 2] },
        ].sort((left, right) => byText(left.target, right.target)),
      );
      expect(strong.edges.map((edge) => edge.weight)).toEqual([3, 2, 2]);
    });

    it('answers a quiet entity of the folder alone, and counts under the chosen categories', async () => {
      const { A, D } = world.entities;
      const quiet = graphInfluenceSchema.parse(
        await read(`influence/${world.own.name}`, { ...MARCH, entity: D.id, hops: 3 }),
      );
      expect(quiet).toMatchObject({
        center: { id: D.id, monitored: true, signalCount: 0 },
        nodes: [{ id: D.id, hop: 0 }],
        edges: [],
        paths: [],
        omittedNodes: 0,
      });
      const uncategorised = graphInfluenceSchema.parse(
        await read(`influence/${world.own.name}`, { ...MARCH, entity: A.id, category: UNCATEGORISED }),
      );
      expect(uncategorised.center.signalCount).toBe(1);
      expect(uncategorised.edges.map((edge) => edge.weight)).toEqual([1, 1, 1]);
    });
  });

  describe('timelines', () => {
    it("lists each entity's signals of the window oldest first, as subject or named, in the order asked for", async () => {
      const { A, F, Z } = world.entities;
      const { s1, s2, s4, s9, s10, s11 } = world.signals;
      const timelines = graphTimelinesSchema.parse(
        await read(`timelines/${world.own.name}`, { ...MARCH, entity: [F.id, A.id, Z.id] }),
      );
      expect(timelines.window).toEqual(MARCH);
      expect(timelines.entities.map((entity) => [entity.id, entity.signalCount, entity.omittedSignals])).toEqual([
        [F.id, 3, 0],
        [A.id, 3, 0],
        // In the folder's graph (its February signal), without a signal in March.
        [Z.id, 0, 0],
      ]);
      expect(timelines.signals.map((signal) => [signal.id, signal.entityId, signal.role])).toEqual([
        [s1.id, A.id, 'subject'],
        [s2.id, A.id, 'subject'],
        [s4.id, A.id, 'subject'],
        [s9.id, F.id, 'named'],
        [s10.id, F.id, 'subject'],
        [s11.id, F.id, 'named'],
      ]);
      expect(timelines.signals[3]).toEqual({
        id: s9.id,
        entityId: F.id,
        role: 'named',
        publishDate: '2026-03-10T09:00:00.000Z',
        eventType: world.types.categorised,
        category: world.types.category,
        reliability: 4,
        title: s9.title,
      });
      expect(timelines.signals[1]?.category).toBeNull();
    });

    it('lists a signal naming two of the entities once on each timeline', async () => {
      const { B, C } = world.entities;
      const { s2, s3 } = world.signals;
      const timelines = graphTimelinesSchema.parse(
        await read(`timelines/${world.own.name}`, { from: '2026-03-03', to: '2026-03-04', entity: [B.id, C.id] }),
      );
      expect(timelines.signals.map((signal) => [signal.id, signal.entityId, signal.role])).toEqual([
        [s2.id, B.id, 'named'],
        [s2.id, C.id, 'named'],
        [s3.id, B.id, 'subject'],
        [s3.id, C.id, 'named'],
      ]);
    });
  });

  describe('timelines by category (ADR 0130)', () => {
    it('keeps the signals of the chosen categories on the timelines and in their counts', async () => {
      const { A, F } = world.entities;
      const { s1, s2, s4, s9, s10, s11 } = world.signals;
      const categorised = graphTimelinesSchema.parse(
        await read(`timelines/${world.own.name}`, { ...MARCH, entity: [F.id, A.id], category: world.types.category }),
      );
      expect(categorised.entities.map((entity) => [entity.id, entity.signalCount])).toEqual([
        [F.id, 2],
        [A.id, 2],
      ]);
      expect(categorised.signals.map((signal) => [signal.id, signal.entityId])).toEqual([
        [s1.id, A.id],
        [s4.id, A.id],
        [s9.id, F.id],
        [s10.id, F.id],
      ]);
      const uncategorised = graphTimelinesSchema.parse(
        await read(`timelines/${world.own.name}`, { ...MARCH, entity: [F.id, A.id], category: UNCATEGORISED }),
      );
      expect(uncategorised.entities.map((entity) => entity.signalCount)).toEqual([1, 1]);
      expect(uncategorised.signals.map((signal) => [signal.id, signal.entityId, signal.category])).toEqual([
        [s2.id, A.id, null],
        [s11.id, F.id, null],
      ]);
    });
  });

  describe('starting points (ADR 0130)', () => {
    it("answers the window's most connected entities, by distinct links, without the quiet monitored ones", async () => {
      const { A, B, C, F } = world.entities;
      const points = graphStartingPointsSchema.parse(await read(`starting-points/${world.own.name}`, MARCH));
      expect(points.window).toEqual(MARCH);
      // C is linked to A, B, E and F; B to A, C and F; A to B and C; F to B and C; E to C. D has no signal.
      expect(points.entities.map((entity) => [entity.name, entity.degree, entity.signalCount])).toEqual([
        ['Cobalt Mining Plc', 4, 4],
        ['Bolt Batteries', 3, 6],
        ['Acme Motors Gmbh', 2, 3],
        ['Fjord Shipping', 2, 3],
        ['Echo Bank', 1, 1],
      ]);
      expect(points.entities[0]).toEqual({
        id: C.id,
        name: 'Cobalt Mining Plc',
        industry: 'Mining',
        country: 'DE',
        monitored: false,
        signalCount: 4,
        degree: 4,
      });

      const strong = graphStartingPointsSchema.parse(
        await read(`starting-points/${world.own.name}`, { ...MARCH, minWeight: 2, limit: 2 }),
      );
      expect(strong.entities.map((entity) => [entity.id, entity.degree])).toEqual([
        [B.id, 3],
        [C.id, 1],
      ]);
      const uncategorised = graphStartingPointsSchema.parse(
        await read(`starting-points/${world.own.name}`, { ...MARCH, category: UNCATEGORISED }),
      );
      // s2 names A, B and C; s11 C and F.
      expect(uncategorised.entities.map((entity) => [entity.id, entity.degree])).toEqual([
        [C.id, 3],
        [A.id, 2],
        [B.id, 2],
        [F.id, 1],
      ]);
    });
  });

  describe('entity search', () => {
    it("finds the folder's graph entities by part of their start-case name, busiest of the last month first", async () => {
      const types = world.types;
      const customer = await createCustomer(testApp.db);
      const user = await createGraphUser(testApp, { customers: [customer.name] });
      const entity = (name: string) => createGraphEntity(testApp, { name });
      const quietMonitored = await entity('harbour   works');
      const busy = await entity('harbour cranes');
      const lessBusy = await entity('north harbour');
      const namedLongAgo = await entity('old harbour mill');
      const elsewhere = await entity('harbour of another folder');
      const unrelated = await entity('lake shipping');
      await monitorEntities(testApp, customer.name, [quietMonitored.id]);
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const signal = (subject: Entity, named: Entity[], publishDate: string) =>
        createGraphSignal(testApp, {
          customerName: customer.name,
          subject,
          named,
          eventType: types.categorised,
          publishDate,
        });
      await signal(busy, [lessBusy], daysAgo(2));
      await signal(busy, [unrelated], daysAgo(3));
      await signal(unrelated, [], daysAgo(4));
      await signal(lessBusy, [namedLongAgo], daysAgo(200));
      await createGraphSignal(testApp, {
        customerName: world.other.name,
        subject: elsewhere,
        eventType: types.categorised,
        publishDate: daysAgo(2),
      });
      const search = async (query: Record<string, string | number>) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/knowledge-graph/entities/${customer.name}`,
          query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
          headers: user.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        return graphEntitySearchSchema.parse(response.json()).entities;
      };
      const found = await search({ search: 'HARBOUR' });
      expect(found.map((entity) => [entity.name, entity.signalCount, entity.monitored])).toEqual([
        ['Harbour Cranes', 2, false],
        ['North Harbour', 1, false],
        // Without a signal in the last month: by name.
        ['Harbour Works', 0, true],
        ['Old Harbour Mill', 0, false],
      ]);
      expect(found[0]).toEqual({
        id: busy.id,
        name: 'Harbour Cranes',
        industry: 'Automotive',
        country: 'DE',
        monitored: false,
        signalCount: 2,
      });
      // The start case, not the name as stored: one space between the words.
      expect((await search({ search: 'r w' })).map((entity) => entity.name)).toEqual(['Harbour Works']);
      expect((await search({ search: 'harbour', limit: 3 })).map((entity) => entity.name)).toEqual([
        'Harbour Cranes',
        'North Harbour',
        'Harbour Works',
      ]);
      expect((await search({ search: 'harbour', limit: 1 })).map((entity) => entity.name)).toEqual(['Harbour Cranes']);
      // No search text: the busiest entities first, then the rest by name.
      expect((await search({})).map((entity) => entity.name)).toEqual([
        'Harbour Cranes',
        'Lake Shipping',
        'North Harbour',
        'Harbour Works',
        'Old Harbour Mill',
      ]);
      // `%` and `_` are letters like any other.
      expect(await search({ search: '%' })).toEqual([]);
      expect(await search({ search: 'harbour_' })).toEqual([]);
    });
  });

  describe('entity details', () => {
    it("answers the entity and the folder's latest signals about it or naming it, at any date", async () => {
      const { A, E } = world.entities;
      const { s1, s2, s4, s5, s7, s8 } = world.signals;
      const details = graphEntityDetailsSchema.parse(await read(`entities/${world.own.name}/${A.id}`));
      expect(details).toMatchObject({
        id: A.id,
        name: 'Acme Motors Gmbh',
        industry: 'Automotive',
        country: 'DE',
        monitored: true,
        dunsId: A.dunsId,
        city: 'Stuttgart',
        website: A.website,
      });
      // Neither the hidden signal nor the deleted one; the other customer's never.
      expect(details.latestSignals.map((signal) => [signal.id, signal.role])).toEqual([
        [s8.id, 'subject'],
        [s4.id, 'subject'],
        [s2.id, 'subject'],
        [s1.id, 'subject'],
        [s7.id, 'subject'],
      ]);
      const named = graphEntityDetailsSchema.parse(await read(`entities/${world.own.name}/${E.id}`));
      expect(named).toMatchObject({ monitored: false, industry: null, signalCount: 0 });
      expect(named.latestSignals).toEqual([
        {
          id: s5.id,
          entityId: E.id,
          role: 'named',
          publishDate: '2026-03-31T23:30:00.000Z',
          eventType: world.types.categorised,
          category: world.types.category,
          reliability: 4,
          title: s5.title,
        },
      ]);
    });

    it('holds the newest ten signals and counts those of the last month', async () => {
      const customer = await createCustomer(testApp.db);
      const user = await createGraphUser(testApp, { customers: [customer.name] });
      const subject = await createGraphEntity(testApp, { name: 'busy corp' });
      const ids: string[] = [];
      for (let day = 1; day <= 12; day++) {
        const signal = await createGraphSignal(testApp, {
          customerName: customer.name,
          subject,
          eventType: world.types.categorised,
          publishDate: new Date(Date.now() - day * 86_400_000).toISOString(),
        });
        ids.push(signal.id);
      }
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/knowledge-graph/entities/${customer.name}/${subject.id}`,
        headers: user.headers,
      });
      const details = graphEntityDetailsSchema.parse(response.json());
      expect(details.latestSignals.map((signal) => signal.id)).toEqual(ids.slice(0, 10));
      // All twelve lie within the last month, the default window.
      expect(details.signalCount).toBe(12);
    });
  });
});

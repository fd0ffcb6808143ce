import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  graphEntitySearchSchema,
  graphInfluenceSchema,
  graphNetworkSchema,
  graphStartingPointsSchema,
  graphTimelinesSchema,
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

const MARCH = 'from=2026-03-01&to=2026-03-31';
const FLAG_OFF = 'The knowledge graph is not turned on for your account.';

describe.each(testDatabaseKinds())('who reaches the knowledge graph on %s', (kind) => {
  let testApp: TestApp;
  let world: Awaited<ReturnType<typeof createAccessWorld>>;

  /**
   * Two folders. The own one monitors A and has a signal about A naming B. The other customer's monitors X and has a
   * signal about X naming A: X belongs to the other folder only, and must stay out of every answer about the own one.
   */
  async function createAccessWorld() {
    const own = await createCustomer(testApp.db);
    const other = await createCustomer(testApp.db);
    const types = await createGraphEventTypes(testApp);
    const A = await createGraphEntity(testApp, { name: 'alpha works' });
    const B = await createGraphEntity(testApp, { name: 'beta partners' });
    const X = await createGraphEntity(testApp, { name: 'xeno secret holdings' });
    await monitorEntities(testApp, own.name, [A.id]);
    await monitorEntities(testApp, other.name, [X.id]);
    const signal = (
      customerName: string,
      subject: { id: string; name: string },
      named: { id: string; name: string }[],
    ) =>
      createGraphSignal(testApp, {
        customerName,
        subject,
        named,
        eventType: types.categorised,
        publishDate: '2026-03-10T10:00:00.000Z',
      });
    await signal(own.name, A, [B]);
    await signal(other.name, X, [A]);
    const callers = {
      analyst: await createGraphUser(testApp, { customers: [own.name] }),
      otherAnalyst: await createGraphUser(testApp, { customers: [other.name] }),
      analystWithoutFlag: await createGraphUser(testApp, { customers: [own.name], knowledgeGraph: false }),
      moderator: await createGraphUser(testApp, { privilege: 2 }),
      moderatorWithoutFlag: await createGraphUser(testApp, { privilege: 2, knowledgeGraph: false }),
      admin: await createGraphUser(testApp, { privilege: 3 }),
    };
    return { own, other, A, B, X, callers };
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createAccessWorld();
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = world.callers.analyst.headers) =>
    testApp.app.inject({ method: 'GET', url, headers });

  /** The six calls over a folder, each for an entity of it. */
  const calls = (customer: string, entityId: string) => ({
    network: `/api/knowledge-graph/network/${customer}?${MARCH}`,
    influence: `/api/knowledge-graph/influence/${customer}?${MARCH}&entity=${entityId}`,
    timelines: `/api/knowledge-graph/timelines/${customer}?${MARCH}&entity=${entityId}&entity=${world.B.id}`,
    startingPoints: `/api/knowledge-graph/starting-points/${customer}?${MARCH}`,
    search: `/api/knowledge-graph/entities/${customer}?search=a`,
    details: `/api/knowledge-graph/entities/${customer}/${entityId}`,
  });

  it('answers callers with the flag on who may open the folder: the analyst of the folder, staff', async () => {
    const statuses: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    const roles = {
      guest: 401,
      analyst: 200,
      otherAnalyst: 403,
      analystWithoutFlag: 403,
      moderator: 200,
      moderatorWithoutFlag: 403,
      admin: 200,
    } as const;
    for (const [name, url] of Object.entries(calls(world.own.name, world.A.id))) {
      statuses[name] = {};
      expected[name] = roles;
      for (const role of Object.keys(roles) as (keyof typeof roles)[]) {
        const headers = role === 'guest' ? {} : world.callers[role].headers;
        statuses[name]![role] = (await get(url, headers)).statusCode;
      }
    }
    expect(statuses).toEqual(expected);
  });

  it('refuses a caller without the flag with a clear message, before looking at the input', async () => {
    for (const url of [
      ...Object.values(calls(world.own.name, world.A.id)),
      `/api/knowledge-graph/influence/${world.own.name}?hops=9&entity=nope`,
    ]) {
      const response = await get(url, world.callers.analystWithoutFlag.headers);
      expect(response.statusCode, url).toBe(403);
      expect(errorResponseSchema.parse(response.json()).message).toBe(FLAG_OFF);
    }
  });

  it("refuses an analyst another customer's folder, and answers staff 404 for a folder that does not exist", async () => {
    const refused = await get(calls(world.other.name, world.X.id).network);
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).message).toBe('You have no access to this customer.');
    const missing = await get(calls('no_such_folder', world.A.id).network, world.callers.admin.headers);
    expect(missing.statusCode).toBe(404);
  });

  it("never lets an analyst reach an entity only another customer's folder holds, through any call", async () => {
    const { A, B, X } = world;
    const network = graphNetworkSchema.parse((await get(calls(world.own.name, A.id).network)).json());
    expect(network.nodes.map((node) => node.id).sort()).toEqual([A.id, B.id, 'industry:Automotive'].sort());
    expect(JSON.stringify(network)).not.toContain(X.id);

    const search = graphEntitySearchSchema.parse(
      (await get(`/api/knowledge-graph/entities/${world.own.name}?search=xeno`)).json(),
    );
    expect(search.entities).toEqual([]);
    const everything = graphEntitySearchSchema.parse(
      (await get(`/api/knowledge-graph/entities/${world.own.name}?limit=100`)).json(),
    );
    expect(everything.entities.map((entity) => entity.id).sort()).toEqual([A.id, B.id].sort());

    // The starting points are the own folder's: A and B, linked to each other; never X, which names A elsewhere.
    const points = graphStartingPointsSchema.parse((await get(calls(world.own.name, A.id).startingPoints)).json());
    expect(points.entities.map((entity) => [entity.id, entity.degree])).toEqual([
      [A.id, 1],
      [B.id, 1],
    ]);

    const influence = graphInfluenceSchema.parse(
      (await get(`/api/knowledge-graph/influence/${world.own.name}?${MARCH}&entity=${A.id}&hops=3`)).json(),
    );
    expect(influence.nodes.map((node) => node.id)).toEqual([A.id, B.id]);

    for (const url of [
      calls(world.own.name, X.id).details,
      calls(world.own.name, X.id).influence,
      calls(world.own.name, X.id).timelines,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(response.json()).message).toMatch(/^No such entity in this folder/);
    }
    // Staff asking about the own folder get the same answer: X is not in that folder's graph.
    expect((await get(calls(world.own.name, X.id).details, world.callers.admin.headers)).statusCode).toBe(404);
    // The other folder's analyst reaches X there, and A, which X's signal names.
    const theirs = await get(calls(world.other.name, A.id).details, world.callers.otherAnalyst.headers);
    expect(theirs.statusCode).toBe(200);
  });

  it('names the entity a timelines call is missing', async () => {
    const response = await get(
      `/api/knowledge-graph/timelines/${world.own.name}?${MARCH}&entity=${world.A.id}&entity=${world.X.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).message).toBe(`No such entity in this folder: ${world.X.id}.`);
    const ok = graphTimelinesSchema.parse(
      (
        await get(`/api/knowledge-graph/timelines/${world.own.name}?${MARCH}&entity=${world.A.id}&entity=${world.B.id}`)
      ).json(),
    );
    expect(ok.entities.map((entity) => entity.id)).toEqual([world.A.id, world.B.id]);
  });

  it('describes the six reads in the OpenAPI document', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((docs.json() as { paths: Record<string, unknown> }).paths);
    expect(paths.filter((path) => path.startsWith('/api/knowledge-graph/'))).toEqual([
      '/api/knowledge-graph/network/{customer}',
      '/api/knowledge-graph/influence/{customer}',
      '/api/knowledge-graph/timelines/{customer}',
      '/api/knowledge-graph/starting-points/{customer}',
      '/api/knowledge-graph/entities/{customer}',
      '/api/knowledge-graph/entities/{customer}/{entityId}',
    ]);
  });

  it('answers 400 naming the field for input it cannot read', async () => {
    const folder = world.own.name;
    const entity = world.A.id;
    const cases: [string, string][] = [
      [`network/${folder}?from=2026-03-10&to=2026-03-01`, 'to'],
      [`network/${folder}?from=2026-02-30`, 'from'],
      [`network/${folder}?to=yesterday`, 'to'],
      [`network/${folder}?limit=0`, 'limit'],
      [`network/${folder}?limit=20001`, 'limit'],
      [`network/${folder}?minWeight=0`, 'minWeight'],
      [`network/${folder}?minWeight=1.5`, 'minWeight'],
      [`network/${folder}?colour=red`, 'querystring'],
      [`influence/${folder}`, 'entity'],
      [`influence/${folder}?entity=not-a-uuid`, 'entity'],
      [`influence/${folder}?entity=${entity}&hops=4`, 'hops'],
      [`influence/${folder}?entity=${entity}&hops=0`, 'hops'],
      [`timelines/${folder}?entity=${entity}`, 'entity'],
      [`timelines/${folder}?entity=${entity}&entity=not-a-uuid`, 'entity.1'],
      [`timelines/${folder}?${Array.from({ length: 7 }, () => `entity=${entity}`).join('&')}`, 'entity'],
      [`timelines/${folder}?entity=${entity}&entity=${entity}`, 'entity'],
      [`timelines/${folder}?entity=${entity}&entity=${world.B.id}&colour=red`, 'querystring'],
      [`starting-points/${folder}?limit=21`, 'limit'],
      [`starting-points/${folder}?minWeight=0`, 'minWeight'],
      [`starting-points/${folder}?from=2026-03-10&to=2026-03-01`, 'to'],
      [`entities/${folder}?limit=101`, 'limit'],
      [`entities/${folder}/not-a-uuid`, 'entityId'],
    ];
    const answers = [];
    for (const [path, field] of cases) {
      const response = await get(`/api/knowledge-graph/${path}`);
      answers.push({ path, status: response.statusCode, field: response.json().field as string | undefined });
      void field;
    }
    expect(answers).toEqual(cases.map(([path, field]) => ({ path, status: 400, field })));
  });
});

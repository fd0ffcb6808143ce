import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relevanceModelResponseSchema } from '@argus/contract';
import { featureKey, hashFeatureKey, parseModel, score, type FeatureFamily } from '@argus/filtering';
import { auditLog, customers, relevanceModels, relevanceOpens, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { createRoleWorld, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createMention } from '../mentions/mentions.factories';
import { createEventType, createSignalRow, createTargetEntity } from '../signals/signals.factories';

// Relevance learned from feedback (issue 39, ADR 0137): each reviewer's own model per folder and kind, trained in the
// review's transaction through the real review endpoints, retrained on an undo, served, reset.

const hashFeature = (family: FeatureFamily, value: string) => hashFeatureKey(featureKey(family, value));

describe.each(testDatabaseKinds())('relevance models on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let liked: string;
  let disliked: string;
  let entityId: string;
  const as = (role: Role, options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: world.headersFor(role) });

  const freshSignal = async (eventType: string, customerName = world.ownCustomer.name) =>
    (await createSignalRow(testApp.db, { customerName, eventType, targetEntityId: entityId })).id;
  const feedbackOn = async (role: Role, eventId: string, feedback: 1 | -1, itemKind = 'signal') => {
    const response = await as(role, {
      method: 'POST',
      url: '/api/feedback/',
      payload: { eventId, itemKind, feedback },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const bookmark = async (role: Role, id: string, itemKind = 'signal') => {
    const username = world.users[role as 'analyst'].username;
    const response = await as(role, {
      method: 'POST',
      url: `/favorites/${username}`,
      payload: { id, itemKind, customerName: world.ownCustomer.name },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const readModel = async (role: Role, modelKind = 'signals', customer = world.ownCustomer.name) => {
    const response = await as(role, {
      method: 'GET',
      url: `/api/relevance/model?customer=${customer}&kind=${modelKind}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return relevanceModelResponseSchema.parse(response.json());
  };
  const reset = (role: Role, customer?: string) =>
    as(role, { method: 'DELETE', url: `/api/relevance/model${customer ? `?customer=${customer}` : ''}` });
  const openItem = async (role: Role, itemId: string, modelKind = 'signals', customer = world.ownCustomer.name) => {
    const response = await as(role, {
      method: 'POST',
      url: '/api/relevance/opens',
      payload: { customer, kind: modelKind, itemId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { learned: boolean }).learned;
  };
  const opensOf = (userId: string) => testApp.db.select().from(relevanceOpens).where(eq(relevanceOpens.userId, userId));
  const scoreOf = (answer: { model: unknown }, eventType: string) =>
    score(parseModel(answer.model), [hashFeature('eventType', eventType)]);

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    liked = (await createEventType(testApp.db)).name;
    disliked = (await createEventType(testApp.db)).name;
    entityId = (await createTargetEntity(testApp.db, { industry: 'Retail', country: 'DE' })).id;
  });
  afterAll(() => testApp.close());

  it('learns likes and dislikes through the review endpoints, and leaves the cold start at 10 reviews', async () => {
    await reset('analyst');
    expect(await readModel('analyst')).toEqual({ model: null, reviews: 0, coldStart: true });
    for (let index = 0; index < 5; index++) await feedbackOn('analyst', await freshSignal(liked), 1);
    for (let index = 0; index < 4; index++) await feedbackOn('analyst', await freshSignal(disliked), -1);
    const cold = await readModel('analyst');
    expect(cold).toMatchObject({ reviews: 9, coldStart: true });
    await bookmark('analyst', await freshSignal(liked));
    const warm = await readModel('analyst');
    expect(warm).toMatchObject({ reviews: 10, coldStart: false });
    expect(scoreOf(warm, liked)).toBeGreaterThan(0.5);
    expect(scoreOf(warm, disliked)).toBeLessThan(0.5);
    expect(scoreOf(warm, liked)).toBeGreaterThan(scoreOf(warm, disliked));
    // The target entity's industry and country are features too (read from modules/target-entities).
    const model = parseModel(warm.model);
    expect(model.weights[hashFeature('industry', 'Retail')]).not.toBe(0);
    expect(model.weights[hashFeature('country', 'DE')]).not.toBe(0);
    expect(model.likeCounts.get(`eventType=${liked}`)).toBe(5);
    // The mentions' model is apart.
    expect(await readModel('analyst', 'mentions')).toEqual({ model: null, reviews: 0, coldStart: true });
  });

  it("trains a moderator's reviews into the moderator's model only", async () => {
    await reset('analyst');
    await reset('moderator');
    for (let index = 0; index < 3; index++) await feedbackOn('moderator', await freshSignal(liked), 1);
    expect(await readModel('moderator')).toMatchObject({ reviews: 3, coldStart: true });
    expect(await readModel('analyst')).toEqual({ model: null, reviews: 0, coldStart: true });
  });

  it('retrains when a like is removed or turned into a dislike, and when a bookmark is removed', async () => {
    await reset('analyst');
    const signalId = await freshSignal(liked);
    const feedbackId = await feedbackOn('analyst', signalId, 1);
    await feedbackOn('analyst', await freshSignal(liked), 1);
    const two = await readModel('analyst');
    expect(two.reviews).toBe(2);

    const turned = await as('analyst', {
      method: 'PATCH',
      url: `/api/feedback/${feedbackId}`,
      payload: { feedback: -1 },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    const afterTurn = await readModel('analyst');
    expect(afterTurn.reviews).toBe(2);
    expect(scoreOf(afterTurn, liked)).toBeLessThan(scoreOf(two, liked));

    const removed = await as('analyst', { method: 'DELETE', url: `/api/feedback/${feedbackId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const afterRemove = await readModel('analyst');
    expect(afterRemove.reviews).toBe(1);
    expect(parseModel(afterRemove.model).likeCounts.get(`eventType=${liked}`)).toBe(1);

    const bookmarked = await freshSignal(disliked);
    await bookmark('analyst', bookmarked);
    expect((await readModel('analyst')).reviews).toBe(2);
    const username = world.users.analyst.username;
    const unbookmarked = await as('analyst', { method: 'DELETE', url: `/favorites/${username}/${bookmarked}` });
    expect(unbookmarked.statusCode, unbookmarked.body).toBe(200);
    expect((await readModel('analyst')).reviews).toBe(1);
  });

  it('learns a mention review once, and counts an open without counting it as a review', async () => {
    await reset('analyst');
    const mention = await createMention(testApp.db, world.ownCustomer.name, { title: 'Northwind insolvency filing' });
    await feedbackOn('analyst', mention.uuid, 1, 'mention');
    const learned = await readModel('analyst', 'mentions');
    expect(learned.reviews).toBe(1);
    expect(parseModel(learned.model).weights[hashFeature('word', 'insolvency')]).toBeGreaterThan(0);

    const other = await createMention(testApp.db, world.ownCustomer.name, { title: 'Contoso opens a plant' });
    const open = await as('analyst', {
      method: 'POST',
      url: '/api/relevance/opens',
      payload: { customer: world.ownCustomer.name, kind: 'mentions', itemId: other.uuid },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toEqual({ learned: true });
    const opened = await readModel('analyst', 'mentions');
    expect(opened.reviews).toBe(1);
    expect(parseModel(opened.model).weights[hashFeature('word', 'contoso')]).toBeGreaterThan(0);
    expect(parseModel(opened.model).steps).toBeCloseTo(1.2, 5);

    const signalOpen = await as('analyst', {
      method: 'POST',
      url: '/api/relevance/opens',
      payload: { customer: world.ownCustomer.name, kind: 'signals', itemId: await freshSignal(liked) },
    });
    expect(signalOpen.json()).toEqual({ learned: true });
    expect(await readModel('analyst')).toMatchObject({ reviews: 0, coldStart: true });
  });

  it('keeps an open: a second open learns nothing, and a retrain after an undo learns the open again', async () => {
    await reset('analyst');
    const userId = world.users.analyst.id;
    const openedType = (await createEventType(testApp.db)).name;
    const opened = await freshSignal(openedType);
    expect(await openItem('analyst', opened)).toBe(true);
    const [first] = await opensOf(userId);
    expect(first).toMatchObject({ customerName: world.ownCustomer.name, itemKind: 'signal', itemId: opened });
    const once = await readModel('analyst');
    expect(once.reviews).toBe(0);
    expect(parseModel(once.model).steps).toBeCloseTo(0.2, 5);
    const openedWeight = parseModel(once.model).weights[hashFeature('eventType', openedType)]!;
    expect(openedWeight).toBeGreaterThan(0);

    // Opened again: the row keeps the latest open, the model learns nothing more.
    expect(await openItem('analyst', opened)).toBe(false);
    const again = await opensOf(userId);
    expect(again).toHaveLength(1);
    expect(again[0]!.openedAt.getTime()).toBeGreaterThanOrEqual(first!.openedAt.getTime());
    expect(await readModel('analyst')).toEqual(once);

    // Liked, then the like undone: the retrain learns the stored open and the other like, as the model first did.
    const feedbackId = await feedbackOn('analyst', opened, 1);
    await feedbackOn('analyst', await freshSignal(liked), 1);
    expect((await readModel('analyst')).reviews).toBe(2);
    const removed = await as('analyst', { method: 'DELETE', url: `/api/feedback/${feedbackId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const retrained = await readModel('analyst');
    expect(retrained.reviews).toBe(1);
    const model = parseModel(retrained.model);
    expect(model.steps).toBeCloseTo(1.2, 5);
    // The open came first in both, so its event type's weight is what the open alone taught (no like of it is left).
    expect(model.weights[hashFeature('eventType', openedType)]).toBe(openedWeight);
    expect(model.likeCounts.get(`eventType=${openedType}`)).toBeUndefined();
    expect(scoreOf(retrained, openedType)).toBeGreaterThan(0.5);

    // Opens of hidden signals are neither learned nor kept.
    const hidden = (
      await createSignalRow(testApp.db, { customerName: world.ownCustomer.name, eventType: liked, hidden: true })
    ).id;
    expect(await openItem('analyst', hidden)).toBe(false);
    expect(await opensOf(userId)).toHaveLength(1);
  });

  it("learns a story's review once, for the copy acted on, and retrains with the story once", async () => {
    await reset('analyst');
    const storyId = randomUUID();
    const copies: string[] = [];
    for (const [index, source] of ['Handelsblatt', 'Reuters', 'Der Standard'].entries()) {
      const uuid = index === 0 ? storyId : randomUUID();
      await createMention(testApp.db, world.ownCustomer.name, { uuid, storyId, storySize: 3, source });
      copies.push(uuid);
    }
    await bookmark('analyst', copies[0]!, 'mention');
    const feedbackId = await feedbackOn('analyst', copies[1]!, 1, 'mention');
    const learned = parseModel((await readModel('analyst', 'mentions')).model);
    expect(learned.reviews).toBe(2);
    // Reuters' copy was liked, Handelsblatt's bookmarked; Der Standard's copy taught nothing.
    expect(learned.likeCounts.get('source=Reuters')).toBe(1);
    expect(learned.weights[hashFeature('source', 'Der Standard')]).toBe(0);

    const turned = await as('analyst', {
      method: 'PATCH',
      url: `/api/feedback/${feedbackId}`,
      payload: { feedback: -1 },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect((await readModel('analyst', 'mentions')).reviews).toBe(2);
  });

  it("resets the caller's models only, of one folder or of all, and audits it", async () => {
    await reset('analyst');
    await reset('moderator');
    await feedbackOn('analyst', await freshSignal(liked), 1);
    await feedbackOn(
      'analyst',
      await createMention(testApp.db, world.ownCustomer.name).then((row) => row.uuid),
      1,
      'mention',
    );
    await feedbackOn('moderator', await freshSignal(liked), 1);

    const one = await reset('analyst', world.ownCustomer.name);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ reset: 2 });
    expect(await readModel('analyst')).toEqual({ model: null, reviews: 0, coldStart: true });
    expect((await readModel('moderator')).reviews).toBe(1);
    const entries = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'relevance.reset'), eq(auditLog.targetId, world.users.analyst.id)));
    expect(entries.at(-1)).toMatchObject({ customerName: world.ownCustomer.name, details: { models: 2 } });

    // A reset forgets the folder's opens too: the item opened again teaches anew.
    const openedSignal = await freshSignal(liked);
    expect(await openItem('analyst', openedSignal)).toBe(true);
    expect(await opensOf(world.users.analyst.id)).toHaveLength(1);
    expect((await reset('analyst', world.ownCustomer.name)).json()).toEqual({ reset: 1 });
    expect(await opensOf(world.users.analyst.id)).toEqual([]);
    expect(await openItem('analyst', openedSignal)).toBe(true);
    expect(parseModel((await readModel('analyst')).model).steps).toBeCloseTo(0.2, 5);
    await reset('analyst');
    expect(await opensOf(world.users.analyst.id)).toEqual([]);

    const all = await reset('moderator');
    expect(all.json()).toEqual({ reset: 1 });
    const left = await testApp.db
      .select()
      .from(relevanceModels)
      .where(eq(relevanceModels.userId, world.users.moderator.id));
    expect(left).toEqual([]);
  });

  it("keeps a user's opens with the folder's renames, and deletes them with the user or the folder", async () => {
    const folder = await createCustomer(testApp.db);
    const user = await createUser(testApp.db, { customers: [folder.name] });
    const other = await createUser(testApp.db, { customers: [folder.name] });
    for (const userId of [user.id, other.id]) {
      await testApp.db
        .insert(relevanceOpens)
        .values({ userId, customerName: folder.name, itemKind: 'signal', itemId: randomUUID() });
    }
    const renamed = `${folder.name}_renamed`;
    await testApp.db.execute(sql`update ${customers} set name = ${renamed} where name = ${folder.name}`);
    expect(await opensOf(user.id)).toMatchObject([{ customerName: renamed }]);

    await testApp.db.delete(users).where(eq(users.id, user.id));
    expect(await opensOf(user.id)).toEqual([]);
    expect(await opensOf(other.id)).toHaveLength(1);
    await testApp.db.delete(customers).where(eq(customers.name, renamed));
    expect(await opensOf(other.id)).toEqual([]);
  });

  it('refuses a folder the caller may not open (403), an unknown one and a bad kind (400), an unknown item (404)', async () => {
    const own = world.ownCustomer.name;
    const refused = await as('otherAnalyst', {
      method: 'GET',
      url: `/api/relevance/model?customer=${own}&kind=signals`,
    });
    expect(refused.statusCode).toBe(403);
    expect((await reset('otherAnalyst', own)).statusCode).toBe(403);
    const openRefused = await as('otherAnalyst', {
      method: 'POST',
      url: '/api/relevance/opens',
      payload: { customer: own, kind: 'signals', itemId: await freshSignal(liked) },
    });
    expect(openRefused.statusCode).toBe(403);

    const unknown = await as('moderator', {
      method: 'GET',
      url: '/api/relevance/model?customer=nobody-here&kind=signals',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('customer');
    expect((await reset('moderator', 'nobody-here')).statusCode).toBe(400);
    const badKind = await as('analyst', { method: 'GET', url: `/api/relevance/model?customer=${own}&kind=events` });
    expect(badKind.statusCode).toBe(400);
    expect(
      (await as('guest', { method: 'GET', url: `/api/relevance/model?customer=${own}&kind=signals` })).statusCode,
    ).toBe(401);

    // An item of another folder is not one of this folder's.
    const elsewhere = await createCustomer(testApp.db);
    const foreign = await freshSignal(liked, elsewhere.name);
    const missing = await as('analyst', {
      method: 'POST',
      url: '/api/relevance/opens',
      payload: { customer: own, kind: 'signals', itemId: foreign },
    });
    expect(missing.statusCode).toBe(404);
    const missingMention = await as('analyst', {
      method: 'POST',
      url: '/api/relevance/opens',
      payload: { customer: own, kind: 'mentions', itemId: foreign },
    });
    expect(missingMention.statusCode).toBe(404);
  });
});

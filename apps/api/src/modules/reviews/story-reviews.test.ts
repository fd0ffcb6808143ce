import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteSchema, feedbackSchema } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, favorites, feedback } from '../../db/schema';
import { createMention } from '../mentions/mentions.factories';
import { createFavorite, createFeedback, createSignal } from './reviews.factories';

// A review of one copy of a story holds for every copy (ADR 0134): the copies are written straight into the database
// with their story, as the placement at intake would have written them.

describe.each(testDatabaseKinds())('reviews of stories on %s', (kind) => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  let username: string;
  let userId: string;
  let grouping: string;
  let apart: string;

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  /** Three copies of one story and a mention alone, in `customerName`. */
  async function createStory(customerName: string) {
    const storyId = randomUUID();
    const outlets = ['Handelsblatt', 'Reuters', 'Der Standard'];
    const copies = [];
    for (const [index, source] of outlets.entries()) {
      copies.push(
        await createMention(testApp.db, customerName, {
          uuid: index === 0 ? storyId : randomUUID(),
          storyId,
          storySize: outlets.length,
          source,
        }),
      );
    }
    const loneId = randomUUID();
    const lone = await createMention(testApp.db, customerName, {
      uuid: loneId,
      storyId: loneId,
      title: 'Ein anderer Text',
      sentence: 'Ganz etwas anderes.',
    });
    return { copyIds: copies.map((copy) => copy.uuid), loneId: lone.uuid };
  }

  const bookmarkedAmong = async (itemIds: string[]) =>
    (
      await testApp.db
        .select({ itemId: favorites.itemId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.itemId, itemIds)))
    )
      .map((row) => row.itemId)
      .sort();
  const feedbackAmong = async (itemIds: string[]) =>
    (
      await testApp.db
        .select({ itemId: feedback.itemId, feedback: feedback.feedback })
        .from(feedback)
        .where(and(eq(feedback.userId, userId), inArray(feedback.itemId, itemIds)))
    ).sort((a, b) => a.itemId.localeCompare(b.itemId));
  const auditOf = async (action: string, targetId: string) =>
    testApp.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    grouping = (await createCustomer(testApp.db, { discovery: true })).name;
    apart = (await createCustomer(testApp.db, { discovery: true, groupStories: false })).name;
    const user = await createUser(testApp.db, { privilege: 1, customers: [grouping, apart] });
    userId = user.id;
    username = user.username;
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password: user.password },
    });
    headers = { authorization: `Bearer ${login.json().access_token}` };
  });
  afterAll(() => testApp.close());

  it('bookmarks every copy of the story, and removing the bookmark removes it from every copy', async () => {
    const { copyIds, loneId } = await createStory(grouping);
    const added = await send('POST', `/favorites/${username}`, {
      id: copyIds[1],
      itemKind: 'mention',
      customerName: grouping,
    });
    expect(added.statusCode).toBe(201);
    expect(favoriteSchema.parse(added.json())).toMatchObject({ id: copyIds[1], itemKind: 'mention' });
    expect(await bookmarkedAmong([...copyIds, loneId])).toEqual([...copyIds].sort());
    expect(await auditOf('favorite.add', copyIds[1]!)).toEqual([{ details: { copies: 3 } }]);

    const removed = await send('DELETE', `/favorites/${username}/${copyIds[1]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: copyIds[1], deleted: true });
    expect(await bookmarkedAmong([...copyIds, loneId])).toEqual([]);
    expect(await auditOf('favorite.remove', copyIds[1]!)).toEqual([{ details: { copies: 3 } }]);
  });

  it('leaves a copy bookmarked already alone, bookmarks the rest, and answers for the copy asked about', async () => {
    const { copyIds } = await createStory(grouping);
    const earlier = await createFavorite(testApp.db, {
      userId,
      itemId: copyIds[2]!,
      itemKind: 'mention',
      customerName: grouping,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    const added = await send('POST', `/favorites/${username}`, {
      id: copyIds[0],
      itemKind: 'mention',
      customerName: grouping,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().id).toBe(copyIds[0]);
    expect(await bookmarkedAmong(copyIds)).toEqual([...copyIds].sort());
    const [kept] = await testApp.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.itemId, copyIds[2]!)));
    expect(kept!.createdAt).toEqual(earlier.createdAt);
    expect(await auditOf('favorite.add', copyIds[0]!)).toEqual([{ details: { copies: 2 } }]);

    // Asked again: the copy's own bookmark is there (200), nothing is written and nothing audited.
    const again = await send('POST', `/favorites/${username}`, {
      id: copyIds[0],
      itemKind: 'mention',
      customerName: grouping,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(added.json());
    expect(await auditOf('favorite.add', copyIds[0]!)).toHaveLength(1);
  });

  it('removes the story bookmark through a copy that joined the story after it was bookmarked', async () => {
    const { copyIds } = await createStory(grouping);
    await send('POST', `/favorites/${username}`, { id: copyIds[0], itemKind: 'mention', customerName: grouping });
    await testApp.db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.itemId, copyIds[2]!)));
    const removed = await send('DELETE', `/favorites/${username}/${copyIds[2]}`);
    expect(removed.statusCode).toBe(200);
    expect(await bookmarkedAmong(copyIds)).toEqual([]);
    expect((await send('DELETE', `/favorites/${username}/${copyIds[2]}`)).statusCode).toBe(404);
  });

  it('likes every copy, turns them all into dislikes, and removes the feedback from every copy', async () => {
    const { copyIds, loneId } = await createStory(grouping);
    const liked = await send('POST', '/api/feedback/', { eventId: copyIds[2], itemKind: 'mention', feedback: 1 });
    expect(liked.statusCode).toBe(201);
    const own = feedbackSchema.parse(liked.json());
    expect(own).toMatchObject({ eventId: copyIds[2], itemKind: 'mention', feedback: 1, customerName: grouping });
    expect(await feedbackAmong([...copyIds, loneId])).toEqual(
      [...copyIds].sort().map((itemId) => ({ itemId, feedback: 1 })),
    );
    expect(await auditOf('feedback.add', own.id)).toEqual([
      { details: { eventId: copyIds[2], itemKind: 'mention', feedback: 1, copies: 3 } },
    ]);
    // Liking another copy of the story: that copy has its like already.
    expect(
      (await send('POST', '/api/feedback/', { eventId: copyIds[0], itemKind: 'mention', feedback: 1 })).statusCode,
    ).toBe(409);

    const disliked = await send('PATCH', `/api/feedback/${own.id}`, { feedback: -1 });
    expect(disliked.statusCode).toBe(200);
    expect(feedbackSchema.parse(disliked.json())).toMatchObject({ id: own.id, eventId: copyIds[2], feedback: -1 });
    expect(await feedbackAmong([...copyIds, loneId])).toEqual(
      [...copyIds].sort().map((itemId) => ({ itemId, feedback: -1 })),
    );
    expect(await auditOf('feedback.update', own.id)).toEqual([
      { details: { eventId: copyIds[2], from: 1, to: -1, copies: 3 } },
    ]);
    // The same value again changes nothing and records nothing.
    expect((await send('PATCH', `/api/feedback/${own.id}`, { feedback: -1 })).statusCode).toBe(200);
    expect(await auditOf('feedback.update', own.id)).toHaveLength(1);

    const removed = await send('DELETE', `/api/feedback/${own.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: own.id, deleted: true });
    expect(await feedbackAmong([...copyIds, loneId])).toEqual([]);
    expect(await auditOf('feedback.delete', own.id)).toEqual([
      { details: { eventId: copyIds[2], itemKind: 'mention', feedback: -1, copies: 3 } },
    ]);
  });

  it('gives a copy with the other feedback the new value and leaves one with the same value alone', async () => {
    const { copyIds } = await createStory(grouping);
    await createFeedback(testApp.db, {
      userId,
      itemId: copyIds[1]!,
      itemKind: 'mention',
      customerName: grouping,
      feedback: 1,
    });
    const same = await createFeedback(testApp.db, {
      userId,
      itemId: copyIds[2]!,
      itemKind: 'mention',
      customerName: grouping,
      feedback: -1,
      updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    const disliked = await send('POST', '/api/feedback/', { eventId: copyIds[0], itemKind: 'mention', feedback: -1 });
    expect(disliked.statusCode).toBe(201);
    expect(await feedbackAmong(copyIds)).toEqual([...copyIds].sort().map((itemId) => ({ itemId, feedback: -1 })));
    const [untouched] = await testApp.db.select().from(feedback).where(eq(feedback.id, same.id));
    expect(untouched!.updatedAt).toEqual(same.updatedAt);
    expect(await auditOf('feedback.add', disliked.json().id)).toEqual([
      { details: { eventId: copyIds[0], itemKind: 'mention', feedback: -1, copies: 2 } },
    ]);
  });

  it('reviews only the copy asked about in a folder that does not group stories', async () => {
    const { copyIds } = await createStory(apart);
    const bookmarked = await send('POST', `/favorites/${username}`, {
      id: copyIds[0],
      itemKind: 'mention',
      customerName: apart,
    });
    expect(bookmarked.statusCode).toBe(201);
    expect(await bookmarkedAmong(copyIds)).toEqual([copyIds[0]]);
    expect((await send('DELETE', `/favorites/${username}/${copyIds[0]}`)).statusCode).toBe(200);
    expect(await bookmarkedAmong(copyIds)).toEqual([]);

    const liked = await send('POST', '/api/feedback/', { eventId: copyIds[0], itemKind: 'mention', feedback: 1 });
    expect(liked.statusCode).toBe(201);
    expect(await feedbackAmong(copyIds)).toEqual([{ itemId: copyIds[0], feedback: 1 }]);
    expect((await send('PATCH', `/api/feedback/${liked.json().id}`, { feedback: -1 })).statusCode).toBe(200);
    expect(await feedbackAmong(copyIds)).toEqual([{ itemId: copyIds[0], feedback: -1 }]);
    expect((await send('DELETE', `/api/feedback/${liked.json().id}`)).statusCode).toBe(200);
    expect(await feedbackAmong(copyIds)).toEqual([]);
  });

  it('reviews a mention alone and a signal as themselves', async () => {
    const { copyIds, loneId } = await createStory(grouping);
    const everything = [...copyIds, loneId];
    await send('POST', `/favorites/${username}`, { id: loneId, itemKind: 'mention', customerName: grouping });
    expect(await bookmarkedAmong(everything)).toEqual([loneId]);
    const liked = await send('POST', '/api/feedback/', { eventId: loneId, itemKind: 'mention', feedback: 1 });
    expect(await feedbackAmong(everything)).toEqual([{ itemId: loneId, feedback: 1 }]);
    await send('DELETE', `/api/feedback/${liked.json().id}`);
    await send('DELETE', `/favorites/${username}/${loneId}`);
    expect(await bookmarkedAmong(everything)).toEqual([]);
    expect(await feedbackAmong(everything)).toEqual([]);

    const signal = await createSignal(testApp.db, grouping);
    const bookmarked = await send('POST', `/favorites/${username}`, {
      id: signal.id,
      itemKind: 'signal',
      customerName: grouping,
    });
    expect(bookmarked.statusCode).toBe(201);
    expect(await bookmarkedAmong([signal.id, ...everything])).toEqual([signal.id]);
    expect(await auditOf('favorite.add', signal.id)).toEqual([{ details: null }]);
    const signalLiked = await send('POST', '/api/feedback/', { eventId: signal.id, itemKind: 'signal', feedback: 1 });
    expect(signalLiked.statusCode).toBe(201);
    expect(await feedbackAmong([signal.id, ...everything])).toEqual([{ itemId: signal.id, feedback: 1 }]);
  });
});

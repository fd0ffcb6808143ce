import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  folderEntitiesResponseSchema,
  mentionFilterResponseSchema,
  relevanceModelResponseSchema,
  signalFilterResponseSchema,
  type Mention,
  type Signal,
} from '@argus/contract';
import { parseModel, rankItemsByRelevance, type EntityFacts, type RelevanceItemKind } from '@argus/filtering';
import { customerTargetEntities } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createMention } from '../mentions/mentions.factories';
import { createEventType, createSignalRow, createTargetEntity } from '../signals/signals.factories';
import { forgetKeptRankings } from './relevance-ranking.service';

// "Most relevant first" in the server-side filter (ADR 0137): the twin of the browser's ranking. The server's pages,
// read one after another, give the order packages/filtering's rankItemsByRelevance gives to the same shown items with
// the model and entity facts the browser reads (GET /api/relevance/model, the folder's entities).

const DAY = 'from=2026-03-15&to=2026-03-15';

describe.each(testDatabaseKinds())('the filters ranked by relevance on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let liked: string;
  let disliked: string;
  const signalIds: { liked: string[]; disliked: string[] } = { liked: [], disliked: [] };
  const mentionIds: { liked: string[]; disliked: string[] } = { liked: [], disliked: [] };

  const as = (role: Role, url: string) => testApp.app.inject({ method: 'GET', url, headers: world.headersFor(role) });
  const review = async (eventId: string, itemKind: RelevanceItemKind, feedback: 1 | -1) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/feedback/',
      headers: world.headersFor('analyst'),
      payload: { eventId, itemKind, feedback },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const signalPage = async (query: string, role: Role = 'analyst') => {
    const response = await as(role, `/api/events/filter/${world.ownCustomer.name}?${DAY}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return signalFilterResponseSchema.parse(response.json());
  };
  const mentionPage = async (query: string, role: Role = 'analyst') => {
    const response = await as(role, `/api/discovery/filter/${world.ownCustomer.name}?${DAY}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return mentionFilterResponseSchema.parse(response.json());
  };
  /** Every page of a reading, `limit` at a time, each page's ids in order. */
  const readAll = async <T>(
    page: (query: string) => Promise<{ nextCursor: string | null } & T>,
    items: (answer: T) => string[],
    query: string,
  ) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: { nextCursor: string | null } & T = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...items(answer));
      cursor = answer.nextCursor;
    } while (cursor);
    return ids;
  };
  /** The browser's ranking of the shown items: its model and the folder's entities, as the web reads them. */
  const rankedInBrowser = async (items: (Signal | Mention)[], itemKind: RelevanceItemKind) => {
    const modelAnswer = relevanceModelResponseSchema.parse(
      (
        await as(
          'analyst',
          `/api/relevance/model?customer=${world.ownCustomer.name}&kind=${itemKind === 'signal' ? 'signals' : 'mentions'}`,
        )
      ).json(),
    );
    const { entities } = folderEntitiesResponseSchema.parse(
      (await as('analyst', `/api/target-entities/folder/${world.ownCustomer.name}`)).json(),
    );
    const facts = new Map<string, EntityFacts>(entities.map((entity) => [entity.id, entity]));
    const ranking = rankItemsByRelevance(items, itemKind, parseModel(modelAnswer.model), {
      entityFacts: (id) => facts.get(id),
    });
    return Array.from(ranking.order, (row) => {
      const item = items[row]!;
      return 'uuid' in item ? item.uuid : item.id;
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    liked = (await createEventType(testApp.db)).name;
    disliked = (await createEventType(testApp.db)).name;
    const retail = await createTargetEntity(testApp.db, { industry: 'Retail', country: 'DE' });
    await testApp.db
      .insert(customerTargetEntities)
      .values({ customerName: world.ownCustomer.name, targetEntityId: retail.id });
    // 40 signals a minute apart, the two event types in turn; the liked type's on the older minutes, so that newest
    // first and most relevant first differ.
    for (let index = 0; index < 40; index++) {
      const isLiked = index % 2 === 0;
      const row = await createSignalRow(testApp.db, {
        customerName: world.ownCustomer.name,
        eventType: isLiked ? liked : disliked,
        targetEntityId: isLiked ? retail.id : null,
        publishDate: new Date(Date.UTC(2026, 2, 15, 8, isLiked ? index : 40 + index)),
        eventArguments: [{ name: 'acquirer', value: 'Someone' }],
      });
      (isLiked ? signalIds.liked : signalIds.disliked).push(row.id);
      const mention = await createMention(testApp.db, world.ownCustomer.name, {
        title: isLiked ? `Insolvency filing number ${index}` : `Football results round ${index}`,
        source: isLiked ? 'Insolvency Wire' : 'Sports Daily',
        companies: [],
        publishDate: new Date(Date.UTC(2026, 2, 15, 9, isLiked ? index : 40 + index)),
      });
      (isLiked ? mentionIds.liked : mentionIds.disliked).push(mention.uuid);
    }
    for (const index of [0, 1, 2, 3, 4, 5]) {
      await review(signalIds.liked[index]!, 'signal', 1);
      await review(signalIds.disliked[index]!, 'signal', -1);
      await review(mentionIds.liked[index]!, 'mention', 1);
      await review(mentionIds.disliked[index]!, 'mention', -1);
    }
  });
  afterAll(() => testApp.close());

  it('ranks signals as the browser ranks the same signals, page after page, the liked type first', async () => {
    // The analyst's six dislikes are hidden, as the screen's default criteria hide them.
    const shown = (await signalPage('limit=500')).events;
    expect(shown).toHaveLength(34);
    const pages = await readAll(
      signalPage,
      (answer) => answer.events.map((signal) => signal.id),
      'sort=relevance&limit=7',
    );
    expect(pages).toEqual(await rankedInBrowser(shown, 'signal'));
    expect(new Set(pages.slice(0, 20))).toEqual(new Set(signalIds.liked));
    // The same again from another instance: the cursor names a place in the order, not a kept list.
    forgetKeptRankings();
    expect(
      await readAll(signalPage, (answer) => answer.events.map((signal) => signal.id), 'sort=relevance&limit=9'),
    ).toEqual(pages);
  });

  it('ranks mentions as the browser ranks the same mentions', async () => {
    const shown = (await mentionPage('limit=500')).mentions;
    expect(shown).toHaveLength(34);
    const pages = await readAll(
      mentionPage,
      (answer) => answer.mentions.map((mention) => mention.uuid),
      'sort=relevance&limit=6',
    );
    expect(pages).toEqual(await rankedInBrowser(shown, 'mention'));
    expect(new Set(pages.slice(0, 20))).toEqual(new Set(mentionIds.liked));
  });

  it('keeps the counts and filters, and ranks only what the criteria show', async () => {
    const ranked = await signalPage(`sort=relevance&limit=5&eventType=${encodeURIComponent(disliked)}`);
    const newest = await signalPage(`limit=5&eventType=${encodeURIComponent(disliked)}`);
    expect(ranked.total).toBe(14);
    expect(ranked.topEventTypes).toEqual(newest.topEventTypes);
    expect(ranked.events.every((signal) => signal.eventType === disliked)).toBe(true);
  });

  it('is newest first for a user whose model is in its cold start (no reviews of their own)', async () => {
    const moderatorPage = (query: string) => signalPage(query, 'moderator');
    const idsOf = (answer: { events: Signal[] }) => answer.events.map((signal) => signal.id);
    const newest = await readAll(moderatorPage, idsOf, 'limit=8');
    expect(newest).toHaveLength(40);
    expect(await readAll(moderatorPage, idsOf, 'sort=relevance&limit=8')).toEqual(newest);
  });

  it('answers 400 naming the field for an unknown order or a forged cursor', async () => {
    const url = `/api/events/filter/${world.ownCustomer.name}?${DAY}`;
    const unknown = await as('analyst', `${url}&sort=oldest`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('sort');
    const forged = await as('analyst', `${url}&sort=relevance&cursor=${Buffer.from('r.1.x.y').toString('base64url')}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().field).toBe('cursor');
  });
});

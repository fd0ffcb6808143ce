import { createHash } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { COLD_START_REVIEWS } from '@argus/filtering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { retrainFromReviews } from '../../modules/relevance/relevance.service';
import type { Database, DatabaseHandle } from '../client';
import {
  customers,
  customerTargetEntities,
  discoveries,
  documentCounts,
  favorites,
  feedback,
  mentions,
  relevanceModels,
  searchTerms,
  signalArguments,
  signals,
  targetEntities,
  userCustomers,
  users,
} from '../schema';
import { isDatabaseEmpty, seedDemoWorld, type SeedProgress, type SeedSummary } from './seed-demo-world';

const NOW = new Date('2025-06-15T13:45:00Z');
const DAY_START = new Date('2025-06-15T00:00:00Z');
const options = { demoPassword: 'demo-password-1', now: NOW, scale: 'small' as const };

/** One hash over every row of the generated tables, in id order: equal hashes mean an identical world. */
async function hashWorld(db: Database) {
  const tables = {
    signals: await db.select().from(signals).orderBy(asc(signals.id)),
    signalArguments: await db
      .select()
      .from(signalArguments)
      .orderBy(asc(signalArguments.signalId), asc(signalArguments.position)),
    targetEntities: await db.select().from(targetEntities).orderBy(asc(targetEntities.id)),
    customerTargetEntities: await db
      .select()
      .from(customerTargetEntities)
      .orderBy(asc(customerTargetEntities.customerName), asc(customerTargetEntities.targetEntityId)),
    mentions: await db.select().from(mentions).orderBy(asc(mentions.uuid)),
    discoveries: await db.select().from(discoveries).orderBy(asc(discoveries.id)),
    searchTerms: await db.select().from(searchTerms).orderBy(asc(searchTerms.id)),
    documentCounts: await db
      .select()
      .from(documentCounts)
      .orderBy(asc(documentCounts.customerName), asc(documentCounts.day)),
    feedback: await db.select().from(feedback).orderBy(asc(feedback.id)),
    favorites: await db.select().from(favorites).orderBy(asc(favorites.userId), asc(favorites.itemId)),
    relevanceModels: await db
      .select()
      .from(relevanceModels)
      .orderBy(asc(relevanceModels.userId), asc(relevanceModels.customerName), asc(relevanceModels.itemKind)),
    // The password hash has a random salt; everything else about the users is fixed.
    users: await db
      .select({ id: users.id, username: users.username, privilege: users.privilege })
      .from(users)
      .orderBy(asc(users.id)),
  };
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

/** Thrown to roll a transaction back with what it read. */
class RolledBack extends Error {
  constructor(readonly row: unknown) {
    super('rolled back');
  }
}

describe.each(testDatabaseKinds())('seedDemoWorld on %s', (kind) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let summary: SeedSummary;
  let emptyBefore: boolean;
  const progress: SeedProgress[] = [];

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
    emptyBefore = await isDatabaseEmpty(first.db);
    summary = await seedDemoWorld(first.db, { ...options, onProgress: (step) => progress.push(step) });
    await seedDemoWorld(second.db, { ...options, now: new Date('2025-06-15T23:59:00Z') });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('flips isDatabaseEmpty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('reports the rows it wrote', async () => {
    const [signalCount] = await first.db.select({ value: count() }).from(signals);
    const [mentionCount] = await first.db.select({ value: count() }).from(mentions);
    const [entityCount] = await first.db.select({ value: count() }).from(targetEntities);
    expect(summary.signals).toBe(signalCount?.value);
    expect(summary.mentions).toBe(mentionCount?.value);
    expect(summary.targetEntities).toBe(entityCount?.value);
    expect(summary.signals).toBeGreaterThanOrEqual(1000);
    expect(summary.mentions).toBeGreaterThanOrEqual(500);
    expect(summary.signalArguments).toBeGreaterThan(summary.signals);
  });

  it('tells its progress: the rows made, then each table with the rows it wrote, in the order written', () => {
    expect(progress[0]).toEqual({ kind: 'generated' });
    expect(progress.slice(1)).toEqual(Object.entries(summary).map(([table, rows]) => ({ kind: 'table', table, rows })));
  });

  it('creates the three demo accounts with their privileges and the analyst’s two folders', async () => {
    const accounts = await first.db.select().from(users).orderBy(asc(users.username));
    expect(accounts.map((user) => [user.username, user.privilege, user.knowledgeGraph])).toEqual([
      ['admin', 3, true],
      ['analyst', 1, true],
      ['moderator', 2, true],
    ]);
    expect(new Set(accounts.map((user) => user.passwordHash)).size).toBe(1);
    const analyst = accounts.find((user) => user.username === 'analyst');
    const folders = await first.db
      .select({ name: customers.name, monitoring: customers.monitoring, discovery: customers.discovery })
      .from(userCustomers)
      .innerJoin(customers, eq(customers.name, userCustomers.customerName))
      .where(eq(userCustomers.userId, analyst!.id))
      .orderBy(asc(customers.name));
    expect(folders).toEqual([
      { name: 'helios_energy', monitoring: false, discovery: true },
      { name: 'northwind', monitoring: true, discovery: true },
    ]);
  });

  it('gives the analyst ten likes and dislikes or more of each kind in each folder, and a model past the cold start', async () => {
    const [analyst] = await first.db.select({ id: users.id }).from(users).where(eq(users.username, 'analyst'));
    const marks = await first.db
      .select({ folder: feedback.customerName, kind: feedback.itemKind, value: count() })
      .from(feedback)
      .where(eq(feedback.userId, analyst!.id))
      .groupBy(feedback.customerName, feedback.itemKind)
      .orderBy(asc(feedback.customerName), asc(feedback.itemKind));
    expect(marks.map(({ folder, kind }) => `${folder} ${kind}`)).toEqual([
      'helios_energy mention',
      'northwind mention',
      'northwind signal',
    ]);
    for (const { value } of marks) expect(value).toBeGreaterThanOrEqual(10);
    const models = await first.db
      .select({
        folder: relevanceModels.customerName,
        kind: relevanceModels.itemKind,
        reviews: relevanceModels.reviews,
      })
      .from(relevanceModels)
      .where(eq(relevanceModels.userId, analyst!.id))
      .orderBy(asc(relevanceModels.customerName), asc(relevanceModels.itemKind));
    expect(models.map(({ folder, kind }) => `${folder} ${kind}`)).toEqual(
      marks.map(({ folder, kind }) => `${folder} ${kind}`),
    );
    for (const { reviews } of models) expect(reviews).toBeGreaterThanOrEqual(COLD_START_REVIEWS);
  });

  it('stores for each user, folder and kind reviewed the model the server’s retrain makes of the reviews', async () => {
    const models = await first.db.select().from(relevanceModels);
    const reviewed = await first.db
      .selectDistinct({ userId: feedback.userId, customerName: feedback.customerName, itemKind: feedback.itemKind })
      .from(feedback);
    expect(models.length).toBe(summary.relevanceModels);
    expect(models.map((row) => `${row.userId} ${row.customerName} ${row.itemKind}`).sort()).toEqual(
      reviewed.map((row) => `${row.userId} ${row.customerName} ${row.itemKind}`).sort(),
    );
    for (const seeded of models) {
      const key = and(
        eq(relevanceModels.userId, seeded.userId),
        eq(relevanceModels.customerName, seeded.customerName),
        eq(relevanceModels.itemKind, seeded.itemKind),
      );
      // The model began at the first review: a retrain learns from every seeded review.
      const [first_] = await first.db
        .select({ at: sql<string>`min(${feedback.updatedAt})` })
        .from(feedback)
        .where(
          and(
            eq(feedback.userId, seeded.userId),
            eq(feedback.customerName, seeded.customerName),
            eq(feedback.itemKind, seeded.itemKind),
          ),
        );
      expect(seeded.createdAt.getTime()).toBeLessThanOrEqual(new Date(first_!.at).getTime());
      const retrained = await first.db
        .transaction(async (transaction) => {
          await retrainFromReviews(transaction, seeded);
          const [row] = await transaction.select().from(relevanceModels).where(key);
          throw new RolledBack(row);
        })
        .catch((error: unknown) => {
          if (error instanceof RolledBack) return error.row as typeof seeded;
          throw error;
        });
      expect({ model: retrained.model, reviews: retrained.reviews }).toEqual({
        model: seeded.model,
        reviews: seeded.reviews,
      });
    }
  });

  it('creates customers with every feature combination and label fallback case', async () => {
    const rows = await first.db.select().from(customers);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.find((row) => row.name === 'poc')).toMatchObject({
      label: 'Proof of Concept',
      monitoring: true,
      discovery: true,
    });
    expect(rows.some((row) => row.discovery && !row.monitoring)).toBe(true);
    expect(rows.some((row) => row.monitoring && !row.discovery)).toBe(true);
    expect(rows.some((row) => row.trend)).toBe(true);
    expect(rows.some((row) => row.label === null || row.label === 'nan')).toBe(true);
    for (const row of rows) expect(row.folderDbTable).toBe(`events_${row.name}`);
  });

  it('is identical for the same day, whatever the hour', async () => {
    expect(await hashWorld(second.db)).toBe(await hashWorld(first.db));
  });

  it('only puts signals on entities their customer monitors, within the year before today', async () => {
    const [unmonitored] = await first.db
      .select({ value: count() })
      .from(signals)
      .leftJoin(
        customerTargetEntities,
        sql`${customerTargetEntities.customerName} = ${signals.customerName} and ${customerTargetEntities.targetEntityId} = ${signals.targetEntityId}`,
      )
      .where(sql`${customerTargetEntities.targetEntityId} is null`);
    expect(unmonitored?.value).toBe(0);
    const [range] = await first.db
      .select({ earliest: sql<string>`min(${signals.publishDate})`, latest: sql<string>`max(${signals.publishDate})` })
      .from(signals);
    expect(new Date(range!.latest).getTime()).toBeLessThan(DAY_START.getTime());
    expect(new Date(range!.earliest).getTime()).toBeGreaterThanOrEqual(DAY_START.getTime() - 366 * 24 * 3600 * 1000);
  });

  it('shares some events between folders and marks duplicates within a folder', async () => {
    const shared = await first.db
      .select({ document: signals.sourceDocumentId })
      .from(signals)
      .where(sql`${signals.sourceDocumentId} is not null`)
      .groupBy(signals.sourceDocumentId)
      .having(
        sql`count(distinct ${signals.customerName}) > 1 and count(distinct (${signals.dunsId}, ${signals.eventType}, ${signals.publishDate})) = 1`,
      );
    expect(shared.length).toBeGreaterThan(20);
    const [foreignDuplicates] = await first.db
      .select({ value: count() })
      .from(signals)
      .innerJoin(sql`${signals} as original`, sql`original.id = ${signals.duplicateOfId}`)
      .where(sql`original.customer_name <> ${signals.customerName}`);
    expect(foreignDuplicates?.value).toBe(0);
    const [duplicates] = await first.db
      .select({ value: count() })
      .from(signals)
      .where(sql`${signals.duplicateOfId} is not null`);
    expect(duplicates?.value).toBeGreaterThan(0);
  });

  it('gives every folder with signals a visible second report of an event of its last fortnight', async () => {
    const fortnightAgo = new Date(DAY_START.getTime() - 14 * 24 * 3600 * 1000).toISOString();
    const { rows } = (await first.db.execute(sql`
      select folder.customer_name, count(original.id)::int as recent
      from (select distinct customer_name from signals) as folder
      left join signals as duplicate
        on duplicate.customer_name = folder.customer_name and duplicate.duplicate_of_id is not null
          and not duplicate.hidden and not duplicate.deleted
      left join signals as original
        on original.id = duplicate.duplicate_of_id and not original.hidden and not original.deleted
          and original.publish_date >= ${fortnightAgo}
      group by folder.customer_name`)) as { rows: { customer_name: string; recent: number }[] };
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.recent, row.customer_name).toBeGreaterThan(0);
  });

  it('writes mentions that contain one of their search term’s keywords', async () => {
    const rows = await first.db
      .select({
        title: mentions.title,
        sentence: mentions.sentence,
        language: mentions.language,
        translated: mentions.translatedSentence,
        keywords: searchTerms.keywords,
      })
      .from(mentions)
      .innerJoin(searchTerms, eq(searchTerms.id, mentions.searchTermId));
    expect(rows.length).toBe(summary.mentions);
    const contains = (text: string, keywords: string[]) =>
      keywords.some((keyword) => text.toLowerCase().includes(keyword.toLowerCase()));
    expect(rows.filter((row) => !contains(row.title, row.keywords) || !contains(row.sentence, row.keywords))).toEqual(
      [],
    );
    expect(rows.filter((row) => row.language !== 'en' && !row.translated)).toEqual([]);
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['en', 'de', 'zh']));
  });

  it('rolls everything back when one table fails', async () => {
    const third = await openTestDatabase(kind);
    try {
      // A user whose name clashes with 'admin' makes the second table fail after the customers went in.
      await third.db.insert(users).values({ username: 'ADMIN', passwordHash: 'x' });
      await expect(seedDemoWorld(third.db, options)).rejects.toThrow();
      const [customerCount] = await third.db.select({ value: count() }).from(customers);
      expect(customerCount?.value).toBe(0);
    } finally {
      await third.close();
    }
  });
});

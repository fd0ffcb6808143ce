import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalDayCounts, signals } from '../../db/schema';
import type { DatabaseHandle } from '../../db/client';
import { isVisible } from '../../db/queries/signal-visibility';
import { createCustomer } from '../../../test/factories';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { listLatestInWindow } from './signal-lists.repository';
import { createEventType, createSignalRow } from './signals.factories';
import type { SignalWindow } from './signals.repository';

const HOUR_MS = 3_600_000;

/** The window's visible signals counted one by one: what the day counts must add up to. */
async function countedOneByOne(db: DatabaseHandle['db'], window: SignalWindow) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(signals)
    .where(
      and(
        eq(signals.customerName, window.customerName),
        isVisible,
        gte(signals.publishDate, window.from),
        window.until.inclusive ? lte(signals.publishDate, window.until.at) : lt(signals.publishDate, window.until.at),
      ),
    );
  return row!.count;
}

/** The day counts as the signals' rows say they should be, and as the triggers kept them (days of 0 left out). */
async function dayCounts(db: DatabaseHandle['db'], customerName: string) {
  const kept = await db
    .select({ day: signalDayCounts.day, visible: signalDayCounts.visible })
    .from(signalDayCounts)
    .where(and(eq(signalDayCounts.customerName, customerName), sql`${signalDayCounts.visible} <> 0`))
    .orderBy(signalDayCounts.day);
  const recounted = await db
    .select({
      day: sql<string>`to_char(${signals.publishDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      visible: sql<number>`count(*)::int`,
    })
    .from(signals)
    .where(and(eq(signals.customerName, customerName), isVisible))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { kept, recounted };
}

describe.each(testDatabaseKinds())('signal day counts on %s', (kind) => {
  let handle: DatabaseHandle;
  let customerName: string;
  let eventType: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    customerName = (await createCustomer(handle.db)).name;
    eventType = (await createEventType(handle.db)).name;
  });
  afterAll(() => handle.close());

  it('follow every insert, hide, unhide, delete, move and removal, a statement of many rows at once too', async () => {
    const { db } = handle;
    const other = (await createCustomer(db)).name;
    // Signals around midnights, a hidden and a deleted one among them.
    const times = ['2026-03-01T00:00:00Z', '2026-03-01T23:59:59.999Z', '2026-03-02T00:00:00Z', '2026-03-02T12:00:00Z'];
    const rows = [];
    for (const time of times) {
      rows.push(await createSignalRow(db, { customerName, eventType, publishDate: new Date(time) }));
    }
    await createSignalRow(db, { customerName, eventType, publishDate: new Date('2026-03-02T13:00:00Z'), hidden: true });
    await createSignalRow(db, {
      customerName,
      eventType,
      publishDate: new Date('2026-03-02T14:00:00Z'),
      deleted: true,
    });
    await createSignalRow(db, { customerName: other, eventType, publishDate: new Date('2026-03-02T15:00:00Z') });
    let counts = await dayCounts(db, customerName);
    expect(counts.kept).toEqual([
      { day: '2026-03-01', visible: 2 },
      { day: '2026-03-02', visible: 2 },
    ]);

    // Hidden, then shown again; a review's result changes no count.
    await db.update(signals).set({ hidden: true }).where(eq(signals.id, rows[0]!.id));
    await db.update(signals).set({ result: 'relevant' }).where(eq(signals.customerName, customerName));
    expect((await dayCounts(db, customerName)).kept).toEqual([
      { day: '2026-03-01', visible: 1 },
      { day: '2026-03-02', visible: 2 },
    ]);
    await db.update(signals).set({ hidden: false }).where(eq(signals.id, rows[0]!.id));
    // Moved to another day, deleted as the API deletes (a flag), removed as a row, moved to another customer.
    await db
      .update(signals)
      .set({ publishDate: new Date('2026-03-05T09:00:00Z') })
      .where(eq(signals.id, rows[1]!.id));
    await db.update(signals).set({ deleted: true }).where(eq(signals.id, rows[2]!.id));
    await db.delete(signals).where(eq(signals.id, rows[3]!.id));
    await db.update(signals).set({ customerName: other }).where(eq(signals.id, rows[0]!.id));
    counts = await dayCounts(db, customerName);
    expect(counts.kept).toEqual([{ day: '2026-03-05', visible: 1 }]);
    expect(counts.kept).toEqual(counts.recounted);
    expect((await dayCounts(db, other)).kept).toEqual([
      { day: '2026-03-01', visible: 1 },
      { day: '2026-03-02', visible: 1 },
    ]);

    // One statement of many rows over many days.
    await db.insert(signals).values(
      Array.from({ length: 300 }, (_, index): typeof signals.$inferInsert => ({
        id: crypto.randomUUID(),
        customerName,
        eventType,
        targetEntityName: 'Bulk Ltd',
        dunsId: '1',
        mediaSegment: 'news',
        reliability: 4,
        language: 'en',
        title: 'A title',
        sentence: 'A sentence.',
        url: 'https://news.example/bulk',
        source: 'Example News',
        sourceDocumentId: `bulk-${crypto.randomUUID()}`,
        hidden: index % 7 === 0,
        publishDate: new Date(Date.parse('2026-03-10T00:00:00Z') + index * 5 * HOUR_MS),
      })),
    );
    counts = await dayCounts(db, customerName);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept.reduce((sum, day) => sum + day.visible, 0)).toBe(1 + 300 - 43);
  });

  it('give the latest answer the total that counting one by one gives, for windows on and off midnight', async () => {
    const { db } = handle;
    const customer = (await createCustomer(db)).name;
    const start = Date.parse('2026-05-01T00:00:00Z');
    // About three signals a day for 40 days, at hours that fall on and beside midnight; every tenth hidden.
    const values = Array.from({ length: 120 }, (_, index) => ({
      customerName: customer,
      eventType,
      publishDate: new Date(start + index * 8 * HOUR_MS + (index % 4 === 0 ? 0 : 1)),
      hidden: index % 10 === 0,
    }));
    for (const value of values) await createSignalRow(db, value);
    const instants = [
      '2026-04-20T00:00:00Z',
      '2026-05-01T00:00:00Z',
      '2026-05-01T00:00:00.001Z',
      '2026-05-03T08:00:00Z',
      '2026-05-03T16:00:00.001Z',
      '2026-05-10T00:00:00Z',
      '2026-05-10T23:59:59.999Z',
      '2026-05-31T00:00:00Z',
      '2026-06-09T16:00:00Z',
      '2026-07-01T00:00:00Z',
    ].map((iso) => new Date(iso));
    let windows = 0;
    for (const from of instants) {
      for (const at of instants) {
        if (at < from) continue;
        for (const inclusive of [true, false]) {
          const window: SignalWindow = { customerName: customer, from, until: { at, inclusive } };
          const { total } = await listLatestInWindow(db, window, 1);
          expect({ from, at, inclusive, total }).toEqual({
            from,
            at,
            inclusive,
            total: await countedOneByOne(db, window),
          });
          windows++;
        }
      }
    }
    expect(windows).toBe(110);
  });
});

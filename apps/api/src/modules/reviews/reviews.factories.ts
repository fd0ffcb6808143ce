import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { categories, eventTypes, favorites, feedback, signals } from '../../db/schema';

// Test data shaped like the demo world's reviews (db/seed/reviews.ts): likes, dislikes and bookmarks of recent items.

const EVENT_TYPE = 'Management Change';

export async function createSignal(
  db: Database,
  customerName: string,
  values: Partial<typeof signals.$inferInsert> = {},
) {
  await db.insert(categories).values({ name: 'Leadership' }).onConflictDoNothing();
  await db.insert(eventTypes).values({ name: EVENT_TYPE, category: 'Leadership' }).onConflictDoNothing();
  const [row] = await db
    .insert(signals)
    .values({
      id: randomUUID(),
      customerName,
      targetEntityName: 'Northwind Logistics AG',
      dunsId: '315369934',
      eventType: EVENT_TYPE,
      publishDate: new Date('2026-03-12T08:15:00.000Z'),
      mediaSegment: 'news',
      reliability: 4,
      language: 'en',
      title: 'Northwind Logistics appoints a new chief financial officer',
      sentence: 'Northwind Logistics AG named Maria Keller chief financial officer, succeeding Tom Brandt.',
      ...values,
    })
    .returning();
  return row!;
}

export async function createFavorite(db: Database, values: typeof favorites.$inferInsert) {
  const [row] = await db.insert(favorites).values(values).returning();
  return row!;
}

export async function createFeedback(
  db: Database,
  values: Omit<typeof feedback.$inferInsert, 'feedback'> & { feedback?: number },
) {
  const [row] = await db
    .insert(feedback)
    .values({ feedback: 1, ...values })
    .returning();
  return row!;
}

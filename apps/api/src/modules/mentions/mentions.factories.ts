import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { discoveries, mentions, searchTerms } from '../../db/schema';
import { uniqueName } from '../../../test/factories';

// Test data shaped like the demo world's discovery folders (db/seed/discoveries.ts, db/seed/mentions.ts).

export async function createDiscovery(
  db: Database,
  customerName: string,
  terms: { term: string; keywords: string[] }[] = [
    { term: 'Ransomware', keywords: ['ransomware', 'Erpressersoftware', '勒索软件'] },
    { term: 'Data leaks', keywords: ['data leak', 'Datenleck'] },
  ],
) {
  const [discovery] = await db
    .insert(discoveries)
    .values({ customerName, name: uniqueName('Cyber security') })
    .returning();
  const termRows =
    terms.length === 0
      ? []
      : await db
          .insert(searchTerms)
          .values(terms.map((term) => ({ discoveryId: discovery!.id, ...term })))
          .returning();
  return { ...discovery!, terms: termRows };
}

export type MentionValues = Partial<typeof mentions.$inferInsert>;

export function buildMention(customerName: string, values: MentionValues = {}): typeof mentions.$inferInsert {
  return {
    uuid: randomUUID(),
    customerName,
    publishDate: new Date('2026-03-10T09:30:00.000Z'),
    mediaSegment: 'news',
    reliability: 4,
    language: 'de',
    title: 'Northwind im Fokus: Datenleck',
    sentence: 'Northwind erklärte, Datenleck sei inzwischen ein zentrales Thema für das Geschäft.',
    translatedSentence: 'Northwind said that data leak had become a central issue for its business.',
    authors: 'Anna Becker, Jonas Wolf',
    url: 'https://www.handelsblatt.example/2026/03/10/northwind-data-leak',
    source: 'Handelsblatt',
    ...values,
  };
}

export async function createMentions(db: Database, rows: (typeof mentions.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(mentions).values(rows).returning();
}

export async function createMention(db: Database, customerName: string, values: MentionValues = {}) {
  const [row] = await createMentions(db, [buildMention(customerName, values)]);
  return row!;
}

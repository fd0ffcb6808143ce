import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  categories,
  documentCounts,
  eventTypes,
  highlightTemplates,
  signalArguments,
  signals,
  targetEntities,
} from '../../db/schema';
import { uniqueName } from '../../../test/factories';

// Test data of the signals module: each test makes the rows it reads.

export async function createCategory(db: Database, values: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: uniqueName('Category'), ...values })
    .returning();
  return row!;
}

export async function createEventType(
  db: Database,
  values: Partial<typeof eventTypes.$inferInsert> & { template?: string } = {},
) {
  const { template, ...columns } = values;
  const [row] = await db
    .insert(eventTypes)
    .values({
      name: uniqueName('Event Type'),
      category: null,
      description: 'An event made by a test',
      argumentNames: ['acquirer', 'target', 'value'],
      ...columns,
    })
    .returning();
  if (template) await db.insert(highlightTemplates).values({ eventType: row!.name, template });
  return row!;
}

export async function createTargetEntity(db: Database, values: Partial<typeof targetEntities.$inferInsert> = {}) {
  const [row] = await db
    .insert(targetEntities)
    .values({ name: uniqueName('Entity'), dunsId: String(Math.floor(Math.random() * 1e9)), ...values })
    .returning();
  return row!;
}

export type SignalFactoryValues = Partial<typeof signals.$inferInsert> & {
  customerName: string;
  eventType: string;
  eventArguments?: { name: string; value: string; targetEntityId?: string | null }[];
};

export async function createSignalRow(db: Database, values: SignalFactoryValues) {
  const { eventArguments = [], ...columns } = values;
  const [row] = await db
    .insert(signals)
    .values({
      id: randomUUID(),
      targetEntityName: uniqueName('Target'),
      dunsId: String(Math.floor(Math.random() * 1e9)),
      publishDate: new Date('2026-03-15T10:00:00.000Z'),
      mediaSegment: 'news',
      reliability: 4,
      language: 'en',
      title: 'A title',
      sentence: 'An evidence sentence.',
      url: 'https://news.example/article',
      source: 'Example News',
      sourceDocumentId: `doc-${randomUUID()}`,
      ...columns,
    })
    .returning();
  if (eventArguments.length > 0) {
    await db
      .insert(signalArguments)
      .values(eventArguments.map((argument, position) => ({ ...argument, signalId: row!.id, position })));
  }
  return row!;
}

export async function createDocumentCount(db: Database, values: typeof documentCounts.$inferInsert) {
  await db.insert(documentCounts).values(values);
}

/** A fingerprint of the signal tables, to show that a refused write changed nothing. */
export async function fingerprintSignals(db: Database) {
  const signalRows = await db.select().from(signals);
  const argumentRows = await db.select().from(signalArguments);
  const order = (left: string, right: string) => left.localeCompare(right);
  return JSON.stringify([
    signalRows.map((row) => JSON.stringify(row)).sort(order),
    argumentRows.map((row) => JSON.stringify(row)).sort(order),
  ]);
}

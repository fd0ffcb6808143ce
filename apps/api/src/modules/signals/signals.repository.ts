import type { Language, MediaSegment } from '@argus/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  customers,
  documentCounts,
  eventTypes,
  highlightTemplates,
  signalArguments,
  signals,
  targetEntities,
} from '../../db/schema';

export type SignalArgumentRow = { name: string; value: string; targetEntityId: string | null };

/** The end of a window: inclusive at an instant, or exclusive (the day after a date-only end). */
export type WindowEnd = { at: Date; inclusive: boolean };
export type SignalWindow = { customerName: string; from: Date; until: WindowEnd };

// Each signal's arguments as a JSON array (one primary-key lookup per signal): for single signals and short lists.
const argumentsOfSignal = sql<SignalArgumentRow[]>`coalesce((
  select json_agg(json_build_object(
    'name', ${signalArguments.name},
    'value', ${signalArguments.value},
    'targetEntityId', ${signalArguments.targetEntityId}
  ) order by ${signalArguments.position})
  from ${signalArguments} where ${signalArguments.signalId} = ${signals.id}
), '[]'::json)`;

const signalFields = {
  id: signals.id,
  customerName: signals.customerName,
  publishDate: signals.publishDate,
  targetEntityName: signals.targetEntityName,
  targetEntityId: signals.targetEntityId,
  mediaSegment: signals.mediaSegment,
  reliability: signals.reliability,
  language: signals.language,
  result: signals.result,
  eventType: signals.eventType,
  category: eventTypes.category,
  dunsId: signals.dunsId,
  title: signals.title,
  sentence: signals.sentence,
  url: signals.url,
  source: signals.source,
  createdBy: signals.createdBy,
  updatedAt: signals.updatedAt,
};
const signalColumns = { ...signalFields, eventArguments: argumentsOfSignal };

export type SignalRecord = NonNullable<Awaited<ReturnType<typeof findLiveSignal>>>;

function selectSignals(db: Database) {
  return db.select(signalColumns).from(signals).leftJoin(eventTypes, eq(eventTypes.name, signals.eventType));
}

/** A signal that is not deleted (hidden ones included: moderators edit and re-hide them). */
export async function findLiveSignal(db: Database, id: string) {
  const [row] = await selectSignals(db).where(and(eq(signals.id, id), eq(signals.deleted, false)));
  return row;
}

/** The fields the hide and delete rules compare. */
export async function findLiveSignalKey(db: Database, id: string) {
  const [row] = await db
    .select({
      id: signals.id,
      customerName: signals.customerName,
      dunsId: signals.dunsId,
      eventType: signals.eventType,
      publishDate: signals.publishDate,
      language: signals.language,
      mediaSegment: signals.mediaSegment,
      sourceDocumentId: signals.sourceDocumentId,
    })
    .from(signals)
    .where(and(eq(signals.id, id), eq(signals.deleted, false)));
  return row;
}
export type SignalKey = NonNullable<Awaited<ReturnType<typeof findLiveSignalKey>>>;

export async function sumDocumentCountsFrom(db: Database, customerName: string, firstDay: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${documentCounts.count}), 0)::bigint` })
    .from(documentCounts)
    .where(and(eq(documentCounts.customerName, customerName), gte(documentCounts.day, firstDay)));
  return Number(row?.total ?? 0);
}

export function listEventTypes(db: Database) {
  return db
    .select({
      name: eventTypes.name,
      category: eventTypes.category,
      description: eventTypes.description,
      argumentNames: eventTypes.argumentNames,
    })
    .from(eventTypes)
    .orderBy(asc(eventTypes.name));
}

export async function findEventType(db: Database, name: string) {
  const [row] = await db
    .select({ name: eventTypes.name, argumentNames: eventTypes.argumentNames })
    .from(eventTypes)
    .where(eq(eventTypes.name, name));
  return row;
}

export function listHighlightTemplates(db: Database) {
  return db
    .select({ eventType: highlightTemplates.eventType, template: highlightTemplates.template })
    .from(highlightTemplates)
    .orderBy(asc(highlightTemplates.eventType));
}

/** Category and event-type names, only for categories that have event types, in the categories' sort order. */
export function listCategorisedEventTypes(db: Database) {
  return db
    .select({ category: categories.name, eventType: eventTypes.name })
    .from(categories)
    .innerJoin(eventTypes, eq(eventTypes.category, categories.name))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(eventTypes.name));
}

export async function findExistingTargetEntityIds(db: Database, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  // One array parameter: an import batch names thousands (a parameter each took longer to build than to run).
  const rows = await db
    .select({ id: targetEntities.id })
    .from(targetEntities)
    .where(sql`${targetEntities.id} = any(${sql.param(ids)}::uuid[])`);
  return new Set(rows.map((row) => row.id));
}

export type SignalValues = {
  customerName: string;
  targetEntityName: string;
  targetEntityId: string | null;
  dunsId: string | null;
  eventType: string;
  publishDate: Date;
  mediaSegment: MediaSegment;
  reliability: number;
  language: Language;
  result: string | null;
  title: string | null;
  sentence: string | null;
  url: string | null;
  source: string | null;
};

export async function insertSignal(db: Database, values: SignalValues & { id: string; createdBy: string | null }) {
  await db.insert(signals).values(values);
}

/** Only a live signal of the customer changes; answers whether one did. `updatedBy` is the editor. */
export async function updateLiveSignal(
  db: Database,
  id: string,
  customerName: string,
  values: Partial<SignalValues> & { updatedBy: string | null },
): Promise<boolean> {
  const rows = await db
    .update(signals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(signals.id, id), eq(signals.customerName, customerName), eq(signals.deleted, false)))
    .returning({ id: signals.id });
  return rows.length > 0;
}

export async function replaceSignalArguments(db: Database, signalId: string, rows: SignalArgumentRow[]) {
  await db.delete(signalArguments).where(eq(signalArguments.signalId, signalId));
  if (rows.length === 0) return;
  await db.insert(signalArguments).values(rows.map((row, position) => ({ ...row, signalId, position })));
}

export async function markSignalHidden(db: Database, id: string, reason: string, userId: string | null) {
  const now = new Date();
  const rows = await db
    .update(signals)
    .set({ hidden: true, hiddenReason: reason, hiddenAt: now, hiddenBy: userId, updatedAt: now })
    .where(and(eq(signals.id, id), eq(signals.deleted, false)))
    .returning({ id: signals.id });
  return rows.length > 0;
}

export async function markSignalDeleted(db: Database, id: string, reason: string, userId: string | null) {
  const now = new Date();
  const rows = await db
    .update(signals)
    .set({ deleted: true, deletedReason: reason, deletedAt: now, deletedBy: userId, updatedAt: now })
    .where(and(eq(signals.id, id), eq(signals.deleted, false)))
    .returning({ id: signals.id });
  return rows.length > 0;
}

/**
 * The other customers holding the same underlying event (same D-U-N-S number, event type, publish date and source
 * document; served by signals_underlying_event_idx) and whether it is hidden in all of their copies. A signal
 * without a source document was entered by hand and has no copies.
 */
export async function listOtherHoldersOfEvent(db: Database, signal: SignalKey) {
  if (signal.sourceDocumentId === null) return [];
  return db
    .select({ customer: signals.customerName, isHidden: sql<boolean>`bool_and(${signals.hidden})` })
    .from(signals)
    .where(
      and(
        signal.dunsId === null ? sql`${signals.dunsId} is null` : eq(signals.dunsId, signal.dunsId),
        eq(signals.eventType, signal.eventType),
        eq(signals.publishDate, signal.publishDate),
        eq(signals.sourceDocumentId, signal.sourceDocumentId),
        ne(signals.customerName, signal.customerName),
        eq(signals.deleted, false),
      ),
    )
    .groupBy(signals.customerName)
    .orderBy(asc(signals.customerName));
}

export function listAllEventTypes(db: Database) {
  return db.select({ name: eventTypes.name, argumentNames: eventTypes.argumentNames }).from(eventTypes);
}

export async function listCustomerNames(db: Database) {
  const rows = await db.select({ name: customers.name }).from(customers);
  return rows.map((row) => row.name);
}

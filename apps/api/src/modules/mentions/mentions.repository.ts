import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, discoveries, mentions, searchTerms } from '../../db/schema';

export const mentionColumns = {
  uuid: mentions.uuid,
  publishDate: mentions.publishDate,
  mediaSegment: mentions.mediaSegment,
  reliability: mentions.reliability,
  language: mentions.language,
  title: mentions.title,
  sentence: mentions.sentence,
  translatedSentence: mentions.translatedSentence,
  authors: mentions.authors,
  url: mentions.url,
  source: mentions.source,
  companies: mentions.companies,
  discoveryId: mentions.discoveryId,
  searchTermId: mentions.searchTermId,
  storyId: mentions.storyId,
  storySize: mentions.storySize,
};

export type PublishRange = { from: Date; to: Date };

/** Newest first with uuid as the tie-break, so that pages and the streamed history list mentions in one order. */
const newestFirst = [desc(mentions.publishDate), desc(mentions.uuid)];

// Served by mentions_customer_publish_idx (customer_name, publish_date desc).
const inCustomerRange = (customerName: string, range: PublishRange) =>
  and(
    eq(mentions.customerName, customerName),
    gte(mentions.publishDate, range.from),
    lt(mentions.publishDate, range.to),
  );

export type MentionRecord = Awaited<ReturnType<typeof listMentionPage>>[number];

export function listMentionPage(
  db: Database,
  customerName: string,
  range: PublishRange,
  page: { offset: number; limit: number },
) {
  return db
    .select(mentionColumns)
    .from(mentions)
    .where(inCustomerRange(customerName, range))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Where the previous chunk ended. The publish date travels as PostgreSQL's own text so that no microsecond is lost
 * on the way through a JavaScript Date, which would skip or repeat rows at a chunk boundary.
 */
export type MentionCursor = { publishDateText: string; uuid: string };

export async function listMentionChunk(
  db: Database,
  customerName: string,
  range: PublishRange,
  after: MentionCursor | null,
  limit: number,
) {
  const afterCursor = after
    ? sql`(${mentions.publishDate}, ${mentions.uuid}) < (${after.publishDateText}::timestamptz, ${after.uuid}::uuid)`
    : undefined;
  return db
    .select({ ...mentionColumns, publishDateText: sql<string>`${mentions.publishDate}::text` })
    .from(mentions)
    .where(and(inCustomerRange(customerName, range), afterCursor))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The customer's mentions among `uuids`, as a live stream pushes them (modules/live-mentions); by primary key. */
export function listMentionsToPush(db: Database, customerName: string, uuids: string[]) {
  return db
    .select(mentionColumns)
    .from(mentions)
    .where(and(eq(mentions.customerName, customerName), inArray(mentions.uuid, uuids)));
}

/** Whether the folder shows copies of one text as one story (ADR 0134). */
export async function isGroupingStories(db: Database, customerName: string) {
  const [row] = await db
    .select({ groupStories: customers.groupStories })
    .from(customers)
    .where(eq(customers.name, customerName));
  return row?.groupStories ?? true;
}

export async function findDiscovery(db: Database, discoveryId: string) {
  const [row] = await db
    .select({ id: discoveries.id, customerName: discoveries.customerName })
    .from(discoveries)
    .where(eq(discoveries.id, discoveryId));
  return row;
}

export function listSearchTermsOf(db: Database, discoveryId: string) {
  return db
    .select({ term: searchTerms.term, keywords: searchTerms.keywords })
    .from(searchTerms)
    .where(eq(searchTerms.discoveryId, discoveryId))
    .orderBy(asc(searchTerms.term));
}

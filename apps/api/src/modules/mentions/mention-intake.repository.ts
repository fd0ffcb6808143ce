import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, customerTargetEntities, discoveries, mentions, searchTerms, targetEntities } from '../../db/schema';

/** Folders with discovery, by name: those named, or every one when `names` is null. */
export async function listDiscoveryFolders(db: Database, names: readonly string[] | null): Promise<string[]> {
  const rows = await db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.discovery, true), names ? inArray(customers.name, [...names]) : undefined));
  return rows.map((row) => row.name);
}

/** Every search term of the folders' discoveries, in a stable order (the first match names the mention's term). */
export function listSearchTermsOfFolders(db: Database, folders: readonly string[]) {
  if (folders.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: searchTerms.id,
      customerName: discoveries.customerName,
      discoveryId: discoveries.id,
      keywords: searchTerms.keywords,
    })
    .from(searchTerms)
    .innerJoin(discoveries, eq(discoveries.id, searchTerms.discoveryId))
    .where(inArray(discoveries.customerName, [...folders]))
    .orderBy(discoveries.customerName, discoveries.createdAt, searchTerms.term);
}

/** The target entities the folders monitor, each with its aliases and the folders (of these) that monitor it. */
export function listEntitiesOfFolders(db: Database, folders: readonly string[]) {
  if (folders.length === 0) return Promise.resolve([]);
  return db
    .select({
      name: targetEntities.name,
      aliases: targetEntities.aliases,
      customers: sql<string[]>`array_agg(${customerTargetEntities.customerName})`,
    })
    .from(customerTargetEntities)
    .innerJoin(targetEntities, eq(targetEntities.id, customerTargetEntities.targetEntityId))
    .where(inArray(customerTargetEntities.customerName, [...folders]))
    .groupBy(targetEntities.id);
}

export type MentionInsert = typeof mentions.$inferInsert;
export type MentionContent = Pick<
  MentionInsert,
  | 'title'
  | 'sentence'
  | 'translatedSentence'
  | 'authors'
  | 'url'
  | 'source'
  | 'publishDate'
  | 'language'
  | 'mediaSegment'
  | 'reliability'
>;

/**
 * Many new mentions in one statement with one parameter: the rows as JSON, read back with jsonb_to_recordset. A
 * multi-row VALUES of a thousand rows binds 15,000 parameters, which costs more in the driver than the insert does
 * in the database (ADR 0125). Each row brings its uuid.
 */
/** A new mention with its uuid chosen and its story placed. */
export type MentionRecordInsert = MentionInsert & { uuid: string };

export async function insertMentionRecords(transaction: Database, rows: readonly MentionRecordInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    uuid: row.uuid,
    customer_name: row.customerName,
    discovery_id: row.discoveryId ?? null,
    search_term_id: row.searchTermId ?? null,
    publish_date: row.publishDate.toISOString(),
    media_segment: row.mediaSegment,
    reliability: row.reliability,
    language: row.language,
    title: row.title,
    sentence: row.sentence,
    translated_sentence: row.translatedSentence ?? null,
    authors: row.authors ?? null,
    url: row.url ?? null,
    source: row.source ?? null,
    companies: row.companies ?? [],
    story_id: row.storyId,
    story_size: row.storySize ?? 1,
    story_bands: row.storyBands ?? [],
  }));
  const columns = sql.raw(
    'uuid, customer_name, discovery_id, search_term_id, publish_date, media_segment, reliability, language, title, ' +
      'sentence, translated_sentence, authors, url, source, companies, story_id, story_size, story_bands',
  );
  await transaction.execute(sql`
    insert into ${mentions} (${columns})
    select ${columns} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as record(
      uuid uuid, customer_name text, discovery_id uuid, search_term_id uuid, publish_date timestamptz,
      media_segment text, reliability smallint, language text, title text, sentence text, translated_sentence text,
      authors text, url text, source text, companies text[], story_id uuid, story_size integer,
      story_bands integer[])`);
}

/** An edited item's new content over the mentions it made (each with its folder's companies); answers those that exist. */
export async function updateMentionContents(
  transaction: Database,
  uuids: readonly string[],
  content: MentionContent,
  companiesOf: (customerName: string) => string[],
): Promise<{ uuid: string; customerName: string }[]> {
  if (uuids.length === 0) return [];
  const rows = await transaction
    .select({ uuid: mentions.uuid, customerName: mentions.customerName })
    .from(mentions)
    .where(inArray(mentions.uuid, [...uuids]));
  for (const row of rows) {
    await transaction
      .update(mentions)
      .set({ ...content, companies: companiesOf(row.customerName) })
      .where(eq(mentions.uuid, row.uuid));
  }
  return rows;
}

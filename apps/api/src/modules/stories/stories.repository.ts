import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, favorites, feedback, mentions } from '../../db/schema';

/** Until the transaction ends, no other placement in the folder (a transaction-level advisory lock). */
export async function lockFolderStories(transaction: Database, customerName: string) {
  await transaction.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stories:${customerName}`}, 0))`);
}

/** The stories of a folder that hold a mention sharing one of `bands` (mentions_story_bands_idx). */
export async function listStoriesSharingBands(db: Database, customerName: string, bands: readonly number[]) {
  if (bands.length === 0) return [];
  const rows = await db
    .selectDistinct({ storyId: mentions.storyId })
    .from(mentions)
    .where(
      and(eq(mentions.customerName, customerName), sql`${mentions.storyBands} && ${`{${bands.join(',')}}`}::integer[]`),
    );
  return rows.flatMap((row) => (row.storyId ? [row.storyId] : []));
}

/**
 * Every copy of the folder's stories among `storyIds`, each story's representative first (the mention that started
 * it, or while that one is gone the earliest copy left), then by publish date.
 */
export function listStoryCopies(db: Database, customerName: string, storyIds: readonly string[]) {
  if (storyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      uuid: mentions.uuid,
      storyId: mentions.storyId,
      source: mentions.source,
      title: mentions.title,
      sentence: mentions.sentence,
      translatedSentence: mentions.translatedSentence,
    })
    .from(mentions)
    .where(and(eq(mentions.customerName, customerName), inArray(mentions.storyId, [...storyIds])))
    .orderBy(
      mentions.storyId,
      sql`${mentions.uuid} is distinct from ${mentions.storyId}`,
      asc(mentions.publishDate),
      asc(mentions.uuid),
    );
}

/** Stories that new copies joined grow by that many (the new copies are written with the grown size). */
export async function growStories(db: Database, customerName: string, growth: ReadonlyMap<string, number>) {
  if (growth.size === 0) return;
  const grown = JSON.stringify([...growth].map(([storyId, copies]) => ({ story_id: storyId, copies })));
  await db.execute(sql`
    update ${mentions} as "copy" set "story_size" = "copy"."story_size" + "grown"."copies"
    from jsonb_to_recordset(${grown}::jsonb) as "grown"(story_id uuid, copies integer)
    where "copy"."customer_name" = ${customerName} and "copy"."story_id" = "grown"."story_id"`);
}

/** The mention's folder, story and whether that folder groups; undefined for no such mention. */
export async function findMentionStory(db: Database, uuid: string) {
  const [row] = await db
    .select({ customerName: mentions.customerName, storyId: mentions.storyId, grouping: customers.groupStories })
    .from(mentions)
    .innerJoin(customers, eq(customers.name, mentions.customerName))
    .where(eq(mentions.uuid, uuid));
  return row;
}

/** The uuids of a folder's story's copies. */
export async function listStoryCopyIds(db: Database, customerName: string, storyId: string) {
  const rows = await db
    .select({ uuid: mentions.uuid })
    .from(mentions)
    .where(and(eq(mentions.customerName, customerName), eq(mentions.storyId, storyId)));
  return rows.map((row) => row.uuid);
}

/**
 * The reviews of each new copy's story (by its other copies) written for the new copy too, one per user, where the
 * folder groups stories. Existing reviews of the copy stay (`on conflict do nothing`).
 */
export async function copyStoryReviews(
  db: Database,
  customerName: string,
  copies: readonly { uuid: string; storyId: string }[],
) {
  const joined = sql`(
    select "joined"."uuid", "review"."user_id", "review"."customer_name", "review"."feedback", "review"."at"
    from jsonb_to_recordset(${JSON.stringify(copies.map((copy) => ({ uuid: copy.uuid, story_id: copy.storyId })))}::jsonb)
      as "joined"(uuid uuid, story_id uuid)
    join ${customers} on ${customers.name} = ${customerName} and ${customers.groupStories}
    join ${mentions} as "copy" on "copy"."customer_name" = ${customerName} and "copy"."story_id" = "joined"."story_id"
      and "copy"."uuid" <> "joined"."uuid"
    join lateral (
      select "user_id", "customer_name", null::smallint as "feedback", "created_at" as "at" from ${favorites}
      where "item_id" = "copy"."uuid"
      union all
      select "user_id", "customer_name", "feedback", "updated_at" from ${feedback} where "item_id" = "copy"."uuid"
    ) as "review" on true
  )`;
  await db.execute(sql`
    insert into ${favorites} ("user_id", "item_id", "item_kind", "customer_name")
    select distinct "user_id", "uuid", 'mention', "customer_name" from ${joined} as "story_review"
    where "feedback" is null
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${feedback} ("user_id", "item_id", "item_kind", "customer_name", "feedback")
    select distinct on ("user_id", "uuid") "user_id", "uuid", 'mention', "customer_name", "feedback"
    from ${joined} as "story_review"
    where "feedback" is not null
    order by "user_id", "uuid", "at" desc
    on conflict do nothing`);
}

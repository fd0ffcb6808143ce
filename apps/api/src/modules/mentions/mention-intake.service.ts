import { randomUUID } from 'node:crypto';
import type { Language, MediaSegment } from '@argus/contract';
import { buildCompanyRecognizer, buildSearchTermMatcher, type NamedEntity } from '@argus/filtering';
import type { Database } from '../../db/client';
import type { MentionMatchers } from '../../lib/cached-reads';
import type { ReadCache } from '../../lib/read-cache';
import {
  insertMentionRecords,
  listDiscoveryFolders,
  listEntitiesOfFolders,
  listSearchTermsOfFolders,
  updateMentionContents,
  type MentionInsert,
} from './mention-intake.repository';
import { alertOnMentions, folderHasAlertingViews } from '../alerts/alert-matching.service';
import { followStoryReviews, placeInStories } from '../stories/stories.service';
import { readWrittenMentions } from './mentions.service';

/** A media item on its way in, from a feed source or the push API: clean text, one of Argus's languages. */
export type IncomingMention = {
  title: string;
  sentence: string;
  translatedSentence: string | null;
  authors: string | null;
  url: string | null;
  /** The outlet's name. */
  source: string | null;
  publishDate: Date;
  language: Language;
  mediaSegment: MediaSegment;
  reliability: number;
};

export type MentionIntake = {
  /**
   * Makes one mention per folder where the item belongs: each of `folders` whose search terms match it (every matching
   * term's folder; the first term names the mention's discovery and term), or with `matchedOnly: false` each of
   * `folders` whatever matches. Each mention carries the folder's target entities recognised in its text. Answers the
   * new mentions' uuids (none: the item belongs nowhere).
   */
  admit: (
    db: Database,
    item: IncomingMention,
    target: { folders: readonly string[]; matchedOnly: boolean },
  ) => Promise<string[]>;
  /** An edited item: its mentions take the new text (and companies); answers the uuids still there. */
  update: (db: Database, uuids: readonly string[], item: IncomingMention) => Promise<string[]>;
  /**
   * The mentions `admit` would make, each with its uuid, without writing them: a batch plans each item, then writes
   * them all with insertPlannedMentions (one statement per 2,500 rows rather than one per item).
   */
  plan: (item: IncomingMention, target: { folders: readonly string[]; matchedOnly: boolean }) => PlannedMention[];
};

/** A mention on its way into the table, its uuid chosen already; its story is placed when it is written. */
export type PlannedMention = MentionInsert & { uuid: string };

/** Rows per statement: a batch of a thousand items in five folders is one or two. */
const INSERT_CHUNK = 2500;

/** Writes planned mentions, each placed in its folder's stories first (ADR 0134); call it in a transaction. */
export async function insertPlannedMentions(db: Database, rows: readonly PlannedMention[]): Promise<void> {
  const joins = await placeInStories(db, rows);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insertMentionRecords(db, rows.slice(start, start + INSERT_CHUNK));
  }
  await followStoryReviews(db, joins);
  await alertOnWrittenMentions(db, rows, false);
}

/** The written mentions go to their folders' alerting views (ADR 0136); no user writes a mention, so all are told. */
async function alertOnWrittenMentions(
  db: Database,
  rows: readonly Pick<PlannedMention, 'uuid' | 'customerName'>[],
  edited: boolean,
) {
  const byFolder = new Map<string, string[]>();
  for (const row of rows) byFolder.set(row.customerName, [...(byFolder.get(row.customerName) ?? []), row.uuid]);
  for (const [customerName, uuids] of byFolder) {
    if (!(await folderHasAlertingViews(db, customerName, 'mentions'))) continue;
    const items = await readWrittenMentions(db, customerName, uuids);
    await alertOnMentions(db, { customerName, items, authorUserId: null, edited });
  }
}

/**
 * The folders among `names` that have discovery (mentions), or every such folder for `null`: where an item without a
 * named folder may go.
 */
export function readDiscoveryFolders(db: Database, names: readonly string[] | null): Promise<string[]> {
  return listDiscoveryFolders(db, names);
}

/** The folders' search terms and their entities' names, each in one automaton (ADR 0123). */
async function buildMentionMatchers(db: Database, folders: readonly string[]): Promise<MentionMatchers> {
  const [terms, entities] = await Promise.all([
    listSearchTermsOfFolders(db, folders),
    listEntitiesOfFolders(db, folders),
  ]);
  return {
    matcher: buildSearchTermMatcher(terms),
    recognizer: buildCompanyRecognizer(entities),
    entityNames: entities.reduce((sum, entity) => sum + 1 + entity.aliases.length, 0),
  };
}

/**
 * What an item is matched against, for a batch or a fetch over the folders it may go to: the folders' search terms
 * (the filter's keyword semantics, packages/filtering) and their target entities' names and aliases. With the read
 * caches' `mentionMatchers` the build is shared until a search term, an entity or a folder changes (migration 0024).
 */
export async function prepareMentionIntake(
  db: Database,
  folders: readonly string[],
  cache?: ReadCache<MentionMatchers>,
): Promise<MentionIntake> {
  const key = [...new Set(folders)].sort().join('\u0000');
  const { matcher, recognizer } = await (cache
    ? cache.remember(key, () => buildMentionMatchers(db, folders))
    : buildMentionMatchers(db, folders));
  const companiesIn = (item: IncomingMention, customerName: string) =>
    recognizer.recognize({ title: item.title, sentence: item.sentence }, customerName);
  /** The names of the entities the folder monitors among those named: one scan of the text for every folder. */
  const monitoredBy = (named: readonly NamedEntity[], customerName: string) => [
    ...new Set(named.filter((entity) => entity.customers.has(customerName)).map((entity) => entity.name)),
  ];

  const plan: MentionIntake['plan'] = (item, target) => {
    const matches = new Map(matcher.match(item).map((match) => [match.customerName, match]));
    const named = recognizer.entitiesIn({ title: item.title, sentence: item.sentence });
    const rows: PlannedMention[] = [];
    for (const customerName of target.folders) {
      const match = matches.get(customerName);
      if (!match && target.matchedOnly) continue;
      rows.push({
        uuid: randomUUID(),
        ...contentOf(item),
        customerName,
        discoveryId: match?.discoveryId ?? null,
        searchTermId: match?.searchTermIds[0] ?? null,
        companies: monitoredBy(named, customerName),
      });
    }
    return rows;
  };

  return {
    plan,
    async admit(transaction, item, target) {
      const rows = plan(item, target);
      await insertPlannedMentions(transaction, rows);
      return rows.map((row) => row.uuid);
    },
    async update(transaction, uuids, item) {
      const updated = await updateMentionContents(transaction, uuids, contentOf(item), (customerName) =>
        companiesIn(item, customerName),
      );
      await alertOnWrittenMentions(transaction, updated, true);
      return updated.map((row) => row.uuid);
    },
  };
}

function contentOf(item: IncomingMention) {
  return {
    title: item.title,
    sentence: item.sentence,
    translatedSentence: item.translatedSentence,
    authors: item.authors,
    url: item.url,
    source: item.source,
    publishDate: item.publishDate,
    language: item.language,
    mediaSegment: item.mediaSegment,
    reliability: item.reliability,
  };
}

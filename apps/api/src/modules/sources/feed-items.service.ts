import type { MediaSegment } from '@argus/contract';
import type { Database } from '../../db/client';
import type { MentionMatchers } from '../../lib/cached-reads';
import type { ReadCache } from '../../lib/read-cache';
import {
  insertPlannedMentions,
  prepareMentionIntake,
  readDiscoveryFolders,
  type IncomingMention,
  type PlannedMention,
} from '../mentions/mention-intake.service';
import type { FeedItem } from './feed';
import { listKnownItems, upsertSourceItems, type SourceItemRecord } from './sources.repository';

/** Items are written in transactions of this many, so that a 100,000-item feed never holds one transaction open. */
const ITEMS_PER_TRANSACTION = 500;

export type FeedSource = {
  id: string;
  name: string;
  /** The folders it serves; none: every folder with discovery. */
  customers: readonly string[];
  mediaSegment: MediaSegment;
  reliability: number;
};

export type AdmittedCounts = { newItems: number; updatedItems: number; seenItems: number };

/**
 * A fetch's items into mentions: an item new to the source becomes a mention in each served folder whose search terms
 * match it; an item seen before with the same content changes nothing; an edited one updates the mentions it made.
 * Every item is remembered by its key, matched or not, so that it is never admitted twice.
 */
export async function admitFeedItems(
  db: Database,
  fetch: { source: FeedSource; items: readonly FeedItem[]; seenAt: Date },
  matchers?: ReadCache<MentionMatchers>,
): Promise<AdmittedCounts> {
  const counts: AdmittedCounts = { newItems: 0, updatedItems: 0, seenItems: 0 };
  const { source, seenAt } = fetch;
  let intake: Awaited<ReturnType<typeof prepareMentionIntake>> | undefined;
  let folders: string[] = [];
  for (let start = 0; start < fetch.items.length; start += ITEMS_PER_TRANSACTION) {
    const chunk = fetch.items.slice(start, start + ITEMS_PER_TRANSACTION);
    const known = await listKnownItems(
      db,
      source.id,
      chunk.map((item) => item.key),
    );
    const changed = chunk.filter((item) => known.get(item.key)?.contentHash !== item.contentHash);
    counts.seenItems += chunk.length - changed.length;
    if (changed.length === 0) continue;
    if (!intake) {
      folders = await readDiscoveryFolders(db, source.customers.length > 0 ? source.customers : null);
      intake = await prepareMentionIntake(db, folders, matchers);
    }
    const prepared = intake;
    // New items are planned here and written with one statement per table; an edit updates the mentions it made.
    const planned: PlannedMention[] = [];
    const remembered: SourceItemRecord[] = [];
    const edited: { item: FeedItem; mentionUuids: string[] }[] = [];
    for (const item of changed) {
      const before = known.get(item.key);
      if (before) {
        edited.push({ item, mentionUuids: before.mentionUuids });
        continue;
      }
      const rows = prepared.plan(toIncomingMention(item, source), { folders, matchedOnly: true });
      planned.push(...rows);
      remembered.push({ itemKey: item.key, contentHash: item.contentHash, mentionUuids: rows.map((row) => row.uuid) });
    }
    counts.newItems += remembered.length;
    counts.updatedItems += edited.length;
    await db.transaction(async (transaction) => {
      await insertPlannedMentions(transaction, planned);
      for (const { item, mentionUuids } of edited) {
        const kept = await prepared.update(transaction, mentionUuids, toIncomingMention(item, source));
        remembered.push({ itemKey: item.key, contentHash: item.contentHash, mentionUuids: kept });
      }
      await upsertSourceItems(transaction, source.id, remembered, seenAt);
    });
  }
  return counts;
}

function toIncomingMention(item: FeedItem, source: FeedSource): IncomingMention {
  return {
    title: item.title,
    sentence: item.sentence,
    translatedSentence: null,
    authors: item.authors,
    url: item.url,
    source: source.name,
    publishDate: item.publishDate,
    // The parser leaves out items in no language of Argus's.
    language: item.language ?? 'en',
    mediaSegment: source.mediaSegment,
    reliability: source.reliability,
  };
}

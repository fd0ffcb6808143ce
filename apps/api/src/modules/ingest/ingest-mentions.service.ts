// POST /api/ingest/mentions (ADR 0125): a machine client's batch of media items, each stored once per
// folder it belongs to, never twice for the same external id of the same key.
import { ingestMentionItemSchema, type IngestResponse, type IngestResult } from '@argus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { MentionMatchers } from '../../lib/cached-reads';
import type { ReadCache } from '../../lib/read-cache';
import type { ApiKeyHolder } from '../../plugins/auth';
import {
  insertPlannedMentions,
  prepareMentionIntake,
  readDiscoveryFolders,
  type IncomingMention,
  type MentionIntake,
  type PlannedMention,
} from '../mentions/mention-intake.service';
import { detectLanguage } from '../sources/feed/feed-language';
import { assertItemsInScope, completeResults, sortItems, type ValidItem } from './ingest-items';
import {
  insertIngestedItems,
  listIngestedItems,
  lockApiKeyForIngest,
  updateIngestedItem,
  type IngestedItem,
} from './ingest.repository';

type MentionItem = z.output<typeof ingestMentionItemSchema>;

/** The mention matchers' cache (the read caches') shares one build across batches; tests may leave it out. */
export type IngestContext = { db: Database; apiKey: ApiKeyHolder; matchers?: ReadCache<MentionMatchers> };

const NO_LANGUAGE = 'language: could not be detected; send one of en, de, zh';
const NO_FOLDER = "matches no search term of the key's folders";

/** The item as the intake takes it: the outlet defaults to the URL's host, the language to the detector's verdict. */
function incomingOf(item: MentionItem): IncomingMention | null {
  const language = item.language ?? detectLanguage(`${item.title}\n${item.sentence}`);
  if (!language) return null;
  return {
    title: item.title,
    sentence: item.sentence,
    translatedSentence: item.translatedSentence ?? null,
    authors: item.authors ?? null,
    url: item.url,
    source: item.source ?? new URL(item.url).hostname,
    publishDate: new Date(item.publishDate),
    language,
    mediaSegment: item.mediaSegment,
    reliability: item.reliability,
  };
}

/**
 * Each item's outcome, in item order: rejected (its schema, its language, or no folder for it), duplicate (sent
 * before with the same content, or earlier in the batch), updated (sent before, changed: its mentions take the new
 * content) or created. An item naming a folder outside the key's refuses the whole batch (403). One transaction.
 */
export async function ingestMentions(
  { db, apiKey, matchers }: IngestContext,
  rawItems: readonly Record<string, unknown>[],
): Promise<IngestResponse> {
  assertItemsInScope(rawItems, 'customer', apiKey);
  const { valid, results } = sortItems(rawItems, ingestMentionItemSchema);
  const discoveryFolders = await readDiscoveryFolders(db, apiKey.customers);
  const named = valid.flatMap(({ item }) => (item.customer ? [item.customer] : []));
  const intake = await prepareMentionIntake(db, [...new Set([...discoveryFolders, ...named])], matchers);

  await db.transaction(async (transaction) => {
    await lockApiKeyForIngest(transaction, apiKey.id);
    const earlier = await listIngestedItems(
      transaction,
      apiKey.id,
      'mention',
      valid.map((entry) => entry.externalId),
    );
    const planned: PlannedMention[] = [];
    const records: IngestedItem[] = [];
    for (const entry of valid) {
      const before = earlier.get(entry.externalId);
      const result =
        before && before.contentHash === entry.contentHash
          ? { externalId: entry.externalId, outcome: 'duplicate' as const }
          : before
            ? await updateMention(transaction, intake, apiKey.id, entry, before)
            : planMention(intake, discoveryFolders, entry, planned, records);
      results[entry.index] = result;
    }
    await insertPlannedMentions(transaction, planned);
    await insertIngestedItems(transaction, apiKey.id, 'mention', records);
  });
  return completeResults(results);
}

/** A new item: its mentions join the batch's insert, and its record the batch's records. */
function planMention(
  intake: MentionIntake,
  discoveryFolders: readonly string[],
  entry: ValidItem<MentionItem>,
  planned: PlannedMention[],
  records: IngestedItem[],
): IngestResult {
  const incoming = incomingOf(entry.item);
  if (!incoming) return { externalId: entry.externalId, outcome: 'rejected', reason: NO_LANGUAGE };
  // A named folder takes the item whatever its search terms; otherwise each of the key's folders it matches.
  const target = entry.item.customer
    ? { folders: [entry.item.customer], matchedOnly: false }
    : { folders: discoveryFolders, matchedOnly: true };
  const rows = intake.plan(incoming, target);
  if (rows.length === 0) return { externalId: entry.externalId, outcome: 'rejected', reason: NO_FOLDER };
  planned.push(...rows);
  records.push({ externalId: entry.externalId, contentHash: entry.contentHash, rowIds: rows.map((row) => row.uuid) });
  return { externalId: entry.externalId, outcome: 'created' };
}

/** Changed content under a known external id: the mentions it made take it (their folders stay). */
async function updateMention(
  transaction: Database,
  intake: MentionIntake,
  apiKeyId: string,
  entry: ValidItem<MentionItem>,
  before: IngestedItem,
): Promise<IngestResult> {
  const incoming = incomingOf(entry.item);
  if (!incoming) return { externalId: entry.externalId, outcome: 'rejected', reason: NO_LANGUAGE };
  const rowIds = await intake.update(transaction, before.rowIds, incoming);
  await updateIngestedItem(transaction, apiKeyId, 'mention', {
    externalId: entry.externalId,
    contentHash: entry.contentHash,
    rowIds,
  });
  return { externalId: entry.externalId, outcome: 'updated' };
}

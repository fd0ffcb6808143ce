import {
  isModerator,
  RELIABILITY_LABELS,
  type Mention,
  type MentionHistoryParams,
  type MentionPageParams,
  type SearchTermKeywords,
} from '@argus/contract';
import type { Database } from '../../db/client';
import type { CustomerAccessState } from '../../lib/cached-reads';
import type { CurrentUser } from '../../lib/current-user';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { ReadCache } from '../../lib/read-cache';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomerAccess } from '../access/access.service';
import { parsePublishRange } from './mention-range';
import {
  findDiscovery,
  isGroupingStories,
  listMentionChunk,
  listMentionPage,
  listMentionsToPush,
  listSearchTermsOf,
  type MentionCursor,
  type MentionRecord,
  type PublishRange,
} from './mentions.repository';

/** What a mention read works with: the database and the caller, checked against the customer. */
export type MentionReadContext = Pick<ServiceContext, 'db' | 'user'>;

/** Rows per query of the streamed history: small enough to keep memory flat, large enough to keep round trips few. */
export const HISTORY_CHUNK_SIZE = 1000;

/**
 * A mention on the wire. `groupStories` is its folder's setting: off, every mention is a story of one (ADR 0134), and
 * nothing stored changes, so that on again shows the stories as they were.
 */
export function toMentionWire(row: MentionRecord, groupStories: boolean): Mention {
  const inStory = groupStories && row.storyId !== null;
  return {
    uuid: row.uuid,
    publishDate: row.publishDate.toISOString(),
    mediaSegment: row.mediaSegment as Mention['mediaSegment'],
    reliability: RELIABILITY_LABELS[row.reliability] as Mention['reliability'],
    language: row.language as Mention['language'],
    title: row.title,
    sentence: row.sentence,
    translatedSentence: row.translatedSentence,
    authors: row.authors,
    url: row.url,
    source: row.source,
    companies: row.companies,
    discoveryId: row.discoveryId,
    searchTermId: row.searchTermId,
    storyId: inStory ? row.storyId! : row.uuid,
    storySize: inStory ? row.storySize : 1,
  };
}

/**
 * Whether the user may read the customer's mentions: the customer access rule (403, 404), and the customer has the
 * discovery feature (404: for this customer there are no mentions to be had, which is not a malformed request).
 */
export async function assertDiscoveryAccess(
  db: Database,
  user: CurrentUser,
  customerName: string,
  cache?: ReadCache<CustomerAccessState>,
) {
  const customer = await assertCustomerAccess(db, user, customerName, cache);
  if (!customer.discovery) throw notFound('This customer has no discovery feature.');
  return customer;
}

/**
 * The checks of both mention reads, before any row is read: `{username}` is the caller unless staff (403), the
 * customer passes the access rule, and it has the discovery feature (404: for this customer there are no mentions
 * to be had, which is not a malformed request).
 */
async function authorizeMentionRead({ db, user }: MentionReadContext, params: MentionHistoryParams) {
  const isOwn = user.username.toLowerCase() === params.username.toLowerCase();
  if (!isOwn && !isModerator(user.privilege)) throw forbidden('You may read mentions only as yourself.');
  const range = parsePublishRange(params.fromIso, params.toIso);
  const customer = await assertDiscoveryAccess(db, user, params.customer);
  return { range, groupStories: customer.groupStories };
}

export async function readMentionPage(context: MentionReadContext, params: MentionPageParams) {
  const { range, groupStories } = await authorizeMentionRead(context, params);
  const rows = await listMentionPage(context.db, params.customer, range, {
    offset: (params.page - 1) * params.size,
    limit: params.size,
  });
  return rows.map((row) => toMentionWire(row, groupStories));
}

/**
 * The customer's mentions among `uuids` as a live stream pushes them (modules/live-mentions): the wire JSON and the
 * publish date of each; uuids the customer no longer holds are absent.
 */
export async function readMentionsToPush(db: Database, customerName: string, uuids: string[]) {
  const [rows, groupStories] = await Promise.all([
    listMentionsToPush(db, customerName, uuids),
    isGroupingStories(db, customerName),
  ]);
  return rows.map((row) => ({
    id: row.uuid,
    publishDate: row.publishDate,
    json: JSON.stringify(toMentionWire(row, groupStories)),
  }));
}

/** The customer's mentions among `uuids` as the wire has them: what a write's alerts are matched on (ADR 0136). */
export async function readWrittenMentions(db: Database, customerName: string, uuids: string[]): Promise<Mention[]> {
  const rows = await listMentionsToPush(db, customerName, uuids);
  const groupStories = await isGroupingStories(db, customerName);
  return rows.map((row) => toMentionWire(row, groupStories));
}

/** Checks access, then hands back the JSON text of the whole range as it is read, chunk by chunk. */
export async function openMentionHistory(context: MentionReadContext, params: MentionHistoryParams) {
  const { range, groupStories } = await authorizeMentionRead(context, params);
  return streamMentionHistory(context, { customerName: params.customer, range, groupStories });
}

/** A JSON array written piece by piece: one keyset-paged query per chunk, never the whole folder in memory. */
export async function* streamMentionHistory(
  { db }: Pick<ServiceContext, 'db'>,
  {
    customerName,
    range,
    groupStories,
    chunkSize = HISTORY_CHUNK_SIZE,
  }: { customerName: string; range: PublishRange; groupStories: boolean; chunkSize?: number },
): AsyncGenerator<string> {
  yield '[';
  let after: MentionCursor | null = null;
  let separator = '';
  for (;;) {
    const rows = await listMentionChunk(db, customerName, range, after, chunkSize);
    if (rows.length > 0) {
      yield separator + rows.map((row) => JSON.stringify(toMentionWire(row, groupStories))).join(',');
      separator = ',';
    }
    const last = rows.at(-1);
    if (!last || rows.length < chunkSize) break;
    after = { publishDateText: last.publishDateText, uuid: last.uuid };
  }
  yield ']';
}

/**
 * The discovery's search terms with their keywords. A discovery of a customer the caller cannot open answers
 * exactly like a missing one, so that its existence is not revealed.
 */
export async function readSearchTermKeywords(
  { db, user }: MentionReadContext,
  discoveryId: string,
): Promise<SearchTermKeywords> {
  const discovery = await findDiscovery(db, discoveryId);
  if (!discovery) throw notFound('No such discovery.');
  try {
    await assertCustomerAccess(db, user, discovery.customerName);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) throw notFound('No such discovery.');
    throw error;
  }
  const keywordsByTerm = new Map<string, string[]>();
  for (const { term, keywords } of await listSearchTermsOf(db, discoveryId)) {
    const known = keywordsByTerm.get(term) ?? [];
    keywordsByTerm.set(term, [...new Set([...known, ...keywords])]);
  }
  return Object.fromEntries([...keywordsByTerm].map(([term, keywords]) => [term, { keywords }]));
}

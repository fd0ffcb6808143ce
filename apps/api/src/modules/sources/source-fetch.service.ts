import type { Language, MediaSegment } from '@argus/contract';
import { SOURCE_FETCH_LOG_SIZE } from '@argus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MentionMatchers } from '../../lib/cached-reads';
import type { ReadCache } from '../../lib/read-cache';
import { fetchOutgoing, OutgoingCallError, type OutgoingResponse, type PrivateHostsPolicy } from '../../lib/outgoing';
import { FeedError, type FeedReader } from './feed';
import { admitFeedItems } from './feed-items.service';
import { nextFetchAfterFailure, retryAfterOf } from './fetch-schedule';
import { recordFetch, type FetchRecord, type SourceRow } from './sources.repository';

/** How a fetch reaches the network and how much it may take. */
export type SourceFetchSettings = {
  privateHosts: PrivateHostsPolicy;
  /** The feed's body after decompression. */
  maxBytes: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  /** This server's own origins, which it may fetch on loopback (the embedded demo's wire, ADR 0121). */
  ownOrigins?: readonly string[];
};

/** What a fetch works with: the database, the feed parser's worker, the settings and the log. */
export type SourceFetchContext = {
  db: Database;
  feeds: FeedReader;
  settings: SourceFetchSettings;
  log: FastifyBaseLogger;
  /** The read caches' mention matchers: fetches share one build (ADR 0124). */
  matchers?: ReadCache<MentionMatchers>;
};

export const DEFAULT_SOURCE_FETCH_SETTINGS: Omit<SourceFetchSettings, 'privateHosts'> = {
  maxBytes: 10 * 1024 * 1024,
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 60_000,
};

const ACCEPT_FEEDS =
  'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, ' +
  'application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';
const MAX_REDIRECTS = 5;

type FetchOutcome = Omit<FetchRecord, 'fetchedAt' | 'durationMs'> & {
  pause?: boolean;
  retryAt?: Date | null;
  validators?: { etag: string | null; lastModified: string | null };
};

/**
 * One fetch of a source this instance has claimed: a conditional GET, the feed's items into mentions, and the
 * source's health, schedule and log written whatever happened. Answers what the fetch did.
 */
export async function fetchClaimedSource(
  context: SourceFetchContext,
  source: SourceRow,
  holder: string,
): Promise<FetchRecord> {
  const { db, log } = context;
  const fetchedAt = new Date();
  const started = performance.now();
  const outcome = await fetchAndAdmit(context, source, fetchedAt).catch((error: unknown) => {
    if (error instanceof OutgoingCallError || error instanceof FeedError) return failure(null, error.message);
    log.error({ err: error, sourceId: source.id }, 'a source fetch failed unexpectedly');
    return failure(null, 'The fetch failed inside Argus; the server log has the details.');
  });
  const record: FetchRecord = {
    fetchedAt,
    durationMs: Math.round(performance.now() - started),
    httpStatus: outcome.httpStatus,
    newItems: outcome.newItems,
    updatedItems: outcome.updatedItems,
    seenItems: outcome.seenItems,
    skippedItems: outcome.skippedItems,
    error: outcome.error,
  };
  const failed = record.error !== null;
  const failuresInARow = failed ? source.failuresInARow + 1 : 0;
  const regularNext = new Date(fetchedAt.getTime() + source.intervalMinutes * 60_000);
  await recordFetch(db, source.id, holder, {
    ...record,
    failuresInARow,
    nextFetchAt:
      outcome.retryAt ??
      (failed ? nextFetchAfterFailure(fetchedAt, source.intervalMinutes, failuresInARow) : regularNext),
    pause: outcome.pause ?? false,
    validators: outcome.validators ?? null,
    keepLog: SOURCE_FETCH_LOG_SIZE,
  });
  return record;
}

function failure(httpStatus: number | null, error: string, extra: Partial<FetchOutcome> = {}): FetchOutcome {
  return { httpStatus, error, newItems: 0, updatedItems: 0, seenItems: 0, skippedItems: 0, ...extra };
}

async function fetchAndAdmit(
  { db, feeds, settings, matchers }: SourceFetchContext,
  source: SourceRow,
  fetchedAt: Date,
): Promise<FetchOutcome> {
  const response = await fetchOutgoing({
    url: source.url,
    headers: {
      accept: ACCEPT_FEEDS,
      ...(source.etag && { 'if-none-match': source.etag }),
      ...(source.lastModified && { 'if-modified-since': source.lastModified }),
    },
    maxBytes: settings.maxBytes,
    connectTimeoutMs: settings.connectTimeoutMs,
    totalTimeoutMs: settings.totalTimeoutMs,
    maxRedirects: MAX_REDIRECTS,
    privateHosts: settings.privateHosts,
    ownOrigins: settings.ownOrigins,
  });
  if (response.status === 304) {
    return { httpStatus: 304, error: null, newItems: 0, updatedItems: 0, seenItems: 0, skippedItems: 0 };
  }
  if (response.status === 410) {
    return failure(410, 'The feed is gone (410 Gone): the source is paused. Resume it once its address is fixed.', {
      pause: true,
    });
  }
  if (response.status < 200 || response.status >= 300) return unsuccessful(response, fetchedAt);

  const feed = await feeds.read({
    body: response.body,
    contentType: headerOf(response, 'content-type'),
    url: response.url,
    fetchedAt,
    language: source.language as Language | 'detect',
  });
  const counts = await admitFeedItems(
    db,
    {
      source: {
        id: source.id,
        name: source.name,
        customers: source.customers,
        mediaSegment: source.mediaSegment as MediaSegment,
        reliability: source.reliability,
      },
      items: feed.items,
      seenAt: fetchedAt,
    },
    matchers,
  );
  const skippedItems = feed.skipped.reduce((sum, skipped) => sum + skipped.count, 0);
  return {
    httpStatus: response.status,
    error: null,
    ...counts,
    skippedItems,
    validators: { etag: headerOf(response, 'etag'), lastModified: headerOf(response, 'last-modified') },
  };
}

function unsuccessful(response: OutgoingResponse, fetchedAt: Date): FetchOutcome {
  const status = response.status;
  const retryAt = status === 429 || status === 503 ? retryAfterOf(headerOf(response, 'retry-after'), fetchedAt) : null;
  const words =
    status === 429
      ? 'The feed asks Argus to fetch less often (429 Too Many Requests)'
      : status >= 500
        ? `The feed's server failed (HTTP ${status})`
        : status === 401 || status === 403
          ? `The feed refuses access (HTTP ${status}): it may need a login Argus does not have`
          : status === 404
            ? 'The feed was not found at this address (404 Not Found)'
            : `The feed answered HTTP ${status}`;
  return failure(status, retryAt ? `${words}; it asked to wait until ${retryAt.toISOString()}.` : `${words}.`, {
    retryAt,
  });
}

function headerOf(response: OutgoingResponse, name: string): string | null {
  return response.headers[name] ?? null;
}

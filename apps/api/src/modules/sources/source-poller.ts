import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MentionMatchers } from '../../lib/cached-reads';
import type { ReadCache } from '../../lib/read-cache';
import { conflict, notFound } from '../../lib/http-error';
import { createFeedReader } from './feed';
import { createHostSlots } from './host-slots';
import { fetchClaimedSource, type SourceFetchSettings } from './source-fetch.service';
import { toSourceFetchWire } from './sources.service';
import { claimDueSources, claimSource, findSourceRow, type SourceRow } from './sources.repository';

export type SourcePollerOptions = SourceFetchSettings & {
  /** How often the poller looks for due sources. */
  pollEveryMs: number;
  /** Fetches in flight at once on this instance. */
  parallelFetches: number;
  /** Fetches in flight at once to one host (a good citizen does not hammer a site with many feeds). */
  fetchesPerHost: number;
  /** How long a claim holds; a fetch takes at most its total time-out, and a dead instance's claim runs out then. */
  leaseMs: number;
};

export const DEFAULT_POLLER_TIMING = { pollEveryMs: 5_000, parallelFetches: 4, fetchesPerHost: 2, leaseMs: 5 * 60_000 };

export type SourcePoller = {
  /** Fetch now (the screen's button): claims the source whatever its schedule; 409 while another fetch holds it. */
  fetchNow: (id: string) => Promise<ReturnType<typeof toSourceFetchWire>>;
  stop: () => Promise<void>;
};

/**
 * Polls due sources on this instance. Every instance polls; each due source is claimed by one of them under a lease
 * (`FOR UPDATE SKIP LOCKED`, ADR 0124), so a source is fetched once per round however many instances run, and the
 * source of an instance killed mid-fetch is taken over when its lease runs out.
 */
export function startSourcePoller(
  db: Database,
  options: SourcePollerOptions,
  log: FastifyBaseLogger,
  { polling = true, matchers }: { polling?: boolean; matchers?: ReadCache<MentionMatchers> } = {},
): SourcePoller {
  const holder = `instance-${randomUUID()}`;
  const context = { db, feeds: createFeedReader(), settings: options, log, matchers };
  const hostSlots = createHostSlots(options.fetchesPerHost);
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /** A claimed source's fetch, once its host has a free slot. */
  const run = (source: SourceRow) => {
    const fetching = hostSlots.run(hostOf(source.url), () => fetchClaimedSource(context, source, holder));
    const tracked = fetching.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return fetching;
  };

  // Claims only what this instance can start soon: a claim waiting for its host counts, so that claims never pile up
  // behind a busy host while their leases run.
  const round = async () => {
    const room = options.parallelFetches - inFlight.size;
    if (room <= 0) return;
    const now = new Date();
    const ids = await claimDueSources(db, {
      holder,
      now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      limit: room,
    });
    for (const id of ids) {
      const source = await findSourceRow(db, id);
      if (source) void run(source).catch(() => undefined);
    }
  };

  const schedule = () => {
    if (stopped || !polling) return;
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => log.error({ err: error }, 'the source poller round failed'))
        .finally(schedule);
    }, options.pollEveryMs);
  };
  schedule();

  return {
    async fetchNow(id) {
      const now = new Date();
      if (!(await findSourceRow(db, id))) throw notFound('No such source.');
      if (!(await claimSource(db, id, { holder, now, leaseUntil: new Date(now.getTime() + options.leaseMs) }))) {
        throw conflict('The source is being fetched right now; try again in a moment.');
      }
      const source = await findSourceRow(db, id);
      if (!source) throw notFound('No such source.');
      return toSourceFetchWire(await run(source));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      await context.feeds.close();
    },
  };
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

import type { FastifyInstance } from 'fastify';
import { LIVE_MENTIONS_EVENTS, liveMentionsEndpoints } from '@argus/contract';
import { serveLiveRows, type LiveRowKind, type LiveRowsOptions } from '../live-rows/live-rows.routes';
import { assertDiscoveryAccess, readMentionsToPush } from '../mentions/mentions.service';

/**
 * Mentions as the live streams serve them (ADR 0126): migration 0022's channel, and the rule of the other mention
 * reads (the customer access rule, and the customer has discovery).
 */
const liveMentions: LiveRowKind = {
  channel: 'argus_mention_rows',
  event: LIVE_MENTIONS_EVENTS.mentions,
  endpoint: liveMentionsEndpoints.liveMentions,
  readRows: readMentionsToPush,
  authorize: assertDiscoveryAccess,
};

/** `GET /api/discovery/live/:customer`: the customer's mention changes as server-sent events (ADR 0126). */
export async function liveMentionsRoutes(app: FastifyInstance, options: LiveRowsOptions) {
  serveLiveRows(app, options, liveMentions);
}

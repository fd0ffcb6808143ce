import type { FastifyInstance } from 'fastify';
import { LIVE_SIGNALS_EVENTS, liveSignalsEndpoints } from '@argus/contract';
import { assertCustomerAccess } from '../access/access.service';
import { serveLiveRows, type LiveRowKind, type LiveRowsOptions } from '../live-rows/live-rows.routes';
import { readSignalsToPush } from '../signals/signal-reads.service';

/** Signals as the live streams serve them (ADRs 0046, 0126): migration 0006's channel, the customer access rule. */
const liveSignals: LiveRowKind = {
  channel: 'argus_signal_rows',
  event: LIVE_SIGNALS_EVENTS.signals,
  endpoint: liveSignalsEndpoints.liveSignals,
  readRows: readSignalsToPush,
  authorize: assertCustomerAccess,
};

/** `GET /api/events/live/:customer`: the customer's signal changes as server-sent events (ADR 0046). */
export async function liveSignalsRoutes(app: FastifyInstance, options: LiveRowsOptions) {
  serveLiveRows(app, options, liveSignals);
}

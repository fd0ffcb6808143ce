import { relevanceEndpoints, type RelevanceKind } from '@argus/contract';
import { callEndpoint } from '../../../lib/api-client';

/** An item whose details the caller opened: trains their model a little. Fire and forget: a failure is ignored. */
export function recordRelevanceOpen(customer: string, kind: RelevanceKind, itemId: string): void {
  callEndpoint(relevanceEndpoints.recordRelevanceOpen, { body: { customer, kind, itemId } }).catch(() => undefined);
}

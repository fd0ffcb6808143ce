import { filterOptionsEndpoints, type MentionFilterOptions } from '@argus/contract';
import { callEndpoint } from '../../../lib/api-client';
import type { ServerOptionsRead } from '../../../shared/folder-data/use-server-options';

/** The Mentions filter's option lists over some days of a folder filtered on the server (ADR 0110). */
export const mentionOptionsRead: ServerOptionsRead<MentionFilterOptions> = {
  kind: 'mentions',
  readOptions: (customer, days, signal) =>
    callEndpoint(filterOptionsEndpoints.mentionOptions, { params: { customer }, query: days, signal }),
  errorTitle: 'Mentions Error',
};

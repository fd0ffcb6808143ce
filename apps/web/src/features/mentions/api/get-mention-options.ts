import { filterOptionsEndpoints, mentionFilterOptionsSchema, type MentionFilterOptions } from '@argus/contract';
import type { ServerOptionsRead } from '../../../lib/use-server-options';

/** The Mentions filter's option lists over some days of a folder filtered on the server (ADR 0110). */
export const mentionOptionsRead: ServerOptionsRead<MentionFilterOptions> = {
  kind: 'mentions',
  path: filterOptionsEndpoints.mentionOptions.path,
  parser: mentionFilterOptionsSchema,
  errorTitle: 'Mentions Error',
};

import { filterOptionsEndpoints, signalFilterOptionsSchema, type SignalFilterOptions } from '@argus/contract';
import type { ServerOptionsRead } from '../../../lib/use-server-options';

/** The Signals filter's option lists over some days of a folder filtered on the server (ADR 0110). */
export const signalOptionsRead: ServerOptionsRead<SignalFilterOptions> = {
  kind: 'signals',
  path: filterOptionsEndpoints.signalOptions.path,
  parser: signalFilterOptionsSchema,
  errorTitle: 'Signals Error',
};

import { filterOptionsEndpoints, type SignalFilterOptions } from '@argus/contract';
import { callEndpoint } from '../../../lib/api-client';
import type { ServerOptionsRead } from '../../../shared/folder-data/use-server-options';

/** The Signals filter's option lists over some days of a folder filtered on the server (ADR 0110). */
export const signalOptionsRead: ServerOptionsRead<SignalFilterOptions> = {
  kind: 'signals',
  readOptions: (customer, days, signal) =>
    callEndpoint(filterOptionsEndpoints.signalOptions, { params: { customer }, query: days, signal }),
  errorTitle: 'Signals Error',
};

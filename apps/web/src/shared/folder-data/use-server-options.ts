import type { DayRange } from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import { SERVER_OPTIONS, sameScope } from './use-server-filter';

/** A screen's options read (ADR 0110): its endpoint's call and its alert's title. */
export type ServerOptionsRead<Options> = {
  kind: 'signals' | 'mentions';
  /** The endpoint's answer (`callEndpoint`) for the folder `customer` over the days `from` to `to`. */
  readOptions: (customer: string, days: { from: string; to: string }, signal?: AbortSignal) => Promise<Options>;
  errorTitle: string;
};

/**
 * The filter panel's option lists of a folder the screen filters on the server (ADR 0110): those of the days it
 * shows, asked of the server, since the browser holds only the folder's latest page (or fewer days). Null while the
 * browser filters (`customer` null) and until the folder's first answer; other days' answer of the same folder stays
 * meanwhile. Asked again when the folder's items change (`refreshServerFilters` of the folder), not on reviews.
 */
export function useServerOptions<Options>(
  read: ServerOptionsRead<Options>,
  customer: string | null,
  { dateBegin, dateEnd }: DayRange,
): Options | null {
  const scope = customer === null ? [SERVER_OPTIONS, 'off'] : [SERVER_OPTIONS, read.kind, customer];
  const answer = useQuery({
    queryKey: [...scope, dateBegin, dateEnd],
    queryFn: ({ signal }) => read.readOptions(customer!, { from: dateBegin, to: dateEnd }, signal),
    enabled: customer !== null,
    placeholderData: (previous, previousQuery) => (sameScope(previousQuery?.queryKey, scope) ? previous : undefined),
    meta: { errorTitle: read.errorTitle },
  });
  return customer === null ? null : (answer.data ?? null);
}

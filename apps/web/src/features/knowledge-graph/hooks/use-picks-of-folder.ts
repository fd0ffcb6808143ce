import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/errors';
import { graphEntityDetailsQueryOptions } from '../api/get-graph-entity-details';

// The Influence Range and the Converging Timelines follow the folder selector: a folder's graph holds only its own
// entities, so when the folder changes, the picked entities that the new folder's graph does not hold are dropped and
// the others stay. Until that is known the view asks nothing (`checking`), so that no call is refused and alerted for
// an entity of the previous folder.

/** Whether the folder's graph holds each entity: the entity call answers 404 (or 400 for a bad id) when it does not. */
async function keepHeld(queryClient: QueryClient, customer: string, ids: readonly string[]): Promise<string[]> {
  const held = await Promise.all(
    ids.map((id) =>
      queryClient.fetchQuery(graphEntityDetailsQueryOptions(customer, id)).then(
        () => true,
        // Any other failure (the network, the server) is not the entity's: keep it, and let the view's call say so.
        (error: unknown) => !(error instanceof ApiError && (error.status === 404 || error.status === 400)),
      ),
    ),
  );
  return ids.filter((_, index) => held[index]);
}

/**
 * Keeps `picks` to what `customer`'s graph holds after each change of folder (not on the first folder: a link's
 * picks are asked as they are, and the server's refusal names a bad one). `onKeep` gets the picks that stay.
 */
export function usePicksOfFolder(
  customer: string | null,
  picks: readonly string[],
  onKeep: (kept: string[]) => void,
): { checking: boolean } {
  const queryClient = useQueryClient();
  /** The folder whose graph the picks are known to fit, or null before the first folder is known. */
  const [settled, setSettled] = useState<string | null>(customer);
  const checking = customer !== null && settled !== null && customer !== settled;
  const picksKey = picks.join(',');

  useEffect(() => {
    if (customer === null || customer === settled) return;
    if (settled === null || picksKey === '') {
      setSettled(customer);
      return;
    }
    let cancelled = false;
    const ids = picksKey.split(',');
    void keepHeld(queryClient, customer, ids).then((kept) => {
      if (cancelled) return;
      if (kept.length !== ids.length) onKeep(kept);
      setSettled(customer);
    });
    return () => {
      cancelled = true;
    };
    // onKeep is the view's setter of its URL parameters; a new function each render must not start a new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, settled, picksKey, queryClient]);

  return { checking };
}

import { useCallback } from 'react';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';

const OWNER = 'owner';
// Not `folder`: the app layout takes that one for the selected folder of a mail's link and clears it.
const FOLDER = 'customer';
const OPEN = 'schedule';

/**
 * What the screen shows, kept in the URL so that a link can be shared: the owner and folder the list is narrowed to
 * (`?owner=&customer=`, the API's own name for the folder filter) and the schedule whose details are open (`?schedule=<id>`). Each change replaces the entry.
 */
export function useScheduleAddress() {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const set = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return {
    owner: searchParams.get(OWNER),
    folder: searchParams.get(FOLDER),
    openId: searchParams.get(OPEN),
    setOwner: useCallback((value: string | null) => set(OWNER, value), [set]),
    setFolder: useCallback((value: string | null) => set(FOLDER, value), [set]),
    openSchedule: useCallback((id: string | null) => set(OPEN, id), [set]),
  };
}

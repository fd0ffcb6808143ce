import { FOLDER_PARAM, type FolderSettings } from '@argus/contract';
import { useEffect } from 'react';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { useFolderStore } from './use-folder-store';

/**
 * A link from a mail or a report names its folder (`?folder=<customer>`): once the user's folders are known, that
 * folder is selected if it is one of them, and the parameter leaves the address either way, so that a later change
 * of folder is not undone by a reload. `tables` is undefined while the settings load.
 */
export function useFolderFromAddress(tables: readonly FolderSettings[] | undefined) {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const wanted = searchParams.get(FOLDER_PARAM);
  const selectCustomer = useFolderStore((state) => state.selectCustomer);

  useEffect(() => {
    if (wanted === null || !tables) return;
    if (tables.some((table) => table.customerName === wanted)) selectCustomer(wanted);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FOLDER_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, tables, selectCustomer, setSearchParams]);
}

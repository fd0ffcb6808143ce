import { HOLD_AT_MOST, type FilterPlace } from '../../lib/filter-place';
import { formatCount } from '../../lib/format-count';

type FolderStatus = {
  /** Singular, lower case ("signal"). */
  noun: string;
  loadedCount: number;
  historyLoaded: boolean;
  /** Where the screen filters (ADR 0033). */
  place: FilterPlace;
  /** How far back the folder is loaded ("the last month" unless the user chose longer). */
  loadedRangeText: string;
};

/** A filtered screen's status line: how much of the folder the browser holds, and (quietly) when the server filters. */
export function folderStatusText({ noun, loadedCount, historyLoaded, place, loadedRangeText }: FolderStatus): string {
  if (place === 'server-size') {
    return `More than ${formatCount(HOLD_AT_MOST)} ${noun}s of ${loadedRangeText}: they load as you scroll.`;
  }
  const loaded = `${formatCount(loadedCount)} ${noun}s of ${loadedRangeText} loaded${historyLoaded ? '' : ' so far'}`;
  return place === 'server-range' ? `${loaded}; earlier days load as you scroll.` : `${loaded}.`;
}

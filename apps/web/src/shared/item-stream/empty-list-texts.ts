type StreamListState = {
  /** Singular, lower case ("signal"). */
  noun: string;
  /** The folder's loaded items, and whether its history is in (else more may come). */
  loadedCount: number;
  historyLoaded: boolean;
  /** The answer for the present criteria is on its way (the list shows an earlier one, or none). */
  filtering: boolean;
  /** How far back the folder is loaded, as the status line says it. */
  loadedRangeText: string;
  /** The list comes from the server (ADR 0033), whatever the folder holds. */
  onServer?: boolean;
};

/**
 * What a stream's list says when it shows no item. While the folder loads or the filter's answer for the present
 * criteria is on its way, nothing is known to be missing yet: `loadingText` is set, and the list shows it with a
 * loader instead of an empty state that may be false.
 */
export function emptyListTexts(state: StreamListState): { emptyText: string; loadingText?: string } {
  const { noun, loadedCount, historyLoaded, filtering, loadedRangeText, onServer = false } = state;
  const nothingMatches = `No ${noun} matches these filters. Widen the date range or reset the filters.`;
  if (onServer) {
    return filtering
      ? { emptyText: nothingMatches, loadingText: `Filtering the ${noun}s on the server…` }
      : { emptyText: nothingMatches };
  }
  const emptyText = loadedCount === 0 ? `This folder has no ${noun}s of ${loadedRangeText}.` : nothingMatches;
  if (filtering) return { emptyText, loadingText: `Filtering the ${noun}s…` };
  if (historyLoaded) return { emptyText };
  return {
    emptyText,
    loadingText:
      loadedCount === 0
        ? `Loading the ${noun}s of this folder…`
        : `No ${noun} loaded so far matches these filters. Loading the rest of the folder…`,
  };
}

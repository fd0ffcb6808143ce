import type { DateRangePreset, FolderSettings } from '@argus/contract';
import type { DayRange } from '@argus/filtering';
import { showErrorAlert } from '../../components/alert/show-alert';
import type { DateRange } from '../../lib/default-date-range';
import { holdsWhole } from '../../lib/filter-place';
import { queryClient } from '../../shared/state/query-client';
import { countMentions } from '../../features/mentions/api/get-filtered-mentions';
import { searchTermsQueryOptions } from '../../features/mentions/api/get-search-terms';
import {
  loadLatestMentions,
  loadMentionHistory,
  reloadFolderMentions as reloadMentions,
} from '../../features/mentions/lib/load-folder-mentions';
import { categoriesQueryOptions } from '../../features/signals/api/get-categories';
import { countSignals } from '../../features/signals/api/get-filtered-signals';
import {
  loadLatestSignals,
  loadSignalHistory,
  reloadFolderSignals as reloadSignals,
} from '../../features/signals/lib/load-folder-signals';
import { forgetOversized, isOversized, markOversized, markSized, markSizing, type ItemKind } from './folder-holdings';
import { currentLoadDays, currentLoadRange, resetLoadRange, widenLoadRange } from '../../shared/state/load-range';

// The spec names no title for these two; they read like its other list-load titles.
const SIGNALS_ERROR_TITLE = 'Signals Error';
const MENTIONS_ERROR_TITLE = 'Mentions Error';

// One load per folder and page: a folder is loaded by the start-up or on its first selection, never twice at once.
// The latest items per kind and folder (`signals:<customer>`), so that the first screen's kind can go first.
const recentLoads = new Map<string, Promise<void>>();
const ITEM_KINDS: readonly ItemKind[] = ['signals', 'mentions'];
const historyLoads = new Map<string, Promise<void>>();
// The folders whose history is loaded or loading, to fetch the days they lack when the load range grows.
const historyFolders = new Map<string, FolderSettings>();
// Folder selections before the start-up reaches step 6 wait for it, so that the spec's order holds.
let folderStepReached = false;
// The folders the start-up loads itself, in its order (the first screen's items first, ADRs 0157, 0158).
const startupFolders = new Set<string>();
// Each folder's size over some days, asked once (ADR 0033): beside its latest page, and awaited by its history.
const sizes = new Map<string, Promise<number>>();

/** The start-up has reached step 6 and loads these folders itself; a selection loads any other. */
export function markFolderStepReached(folders: readonly string[]): void {
  folderStepReached = true;
  for (const folder of folders) startupFolders.add(folder);
}

export function startupReachedFolders(): boolean {
  return folderStepReached;
}

/**
 * A failed load does not stop the others. Queries show their own alert (their `meta.errorTitle`); the worker's and
 * the mention loads pass the title of theirs.
 */
function settle(load: Promise<unknown>, alertTitle?: string): Promise<void> {
  return load.then(
    () => undefined,
    (error: unknown) => {
      if (alertTitle) showErrorAlert(error, alertTitle);
      else console.warn('A folder load failed.', error);
    },
  );
}

type CountItems = (customer: string, days: DayRange) => Promise<number>;

/** The folder's items of this kind in the days; a failed count is 0 (the history loads, as before ADR 0033). */
function sizeOf(kind: ItemKind, customer: string, days: DayRange, count: CountItems): Promise<number> {
  const key = `${kind}:${customer}:${days.dateBegin}:${days.dateEnd}`;
  let size = sizes.get(key);
  if (!size) {
    size = count(customer, days).catch((error: unknown) => {
      console.warn(`Counting the ${kind} of ${customer} failed; loading them all.`, error);
      return 0;
    });
    sizes.set(key, size);
  }
  return size;
}

/**
 * ADR 0110: the size is asked beside the latest page, not after it, and the screens wait for it, so that a folder
 * too large to hold never shows its latest page before the server's list replaces it.
 */
function sizeBesideLatest(kind: ItemKind, customer: string, count: CountItems): void {
  markSizing(kind, customer);
  void sizeOf(kind, customer, currentLoadDays(), count).then((size) => markSized(kind, customer, holdsWhole(size)));
}

/** Whether the folder has items of the kind: signals with monitoring, mentions with discovery. */
export function folderHolds(folder: FolderSettings, kind: ItemKind): boolean {
  return kind === 'signals' ? folder.features.monitoring : folder.features.discovery;
}

/** With monitoring: the categories and the latest events. */
function loadRecentSignals(folder: FolderSettings, range: DateRange): Promise<void> {
  const latest = settle(loadLatestSignals(folder.customerName, range), SIGNALS_ERROR_TITLE);
  sizeBesideLatest('signals', folder.customerName, countSignals);
  // Spec section 8: categories become empty when they fail.
  const categories = queryClient.fetchQuery(categoriesQueryOptions).catch((error: unknown) => {
    queryClient.setQueryData(categoriesQueryOptions.queryKey, {});
    throw error;
  });
  return Promise.all([latest, settle(categories)]).then(() => undefined);
}

/**
 * With discovery: the latest mentions, then the keywords of each discovery, which only mark words in the mentions and
 * so never hold a latest answer back in the browser's queue of six connections per server (ADR 0103).
 */
function loadRecentMentions(username: string, folder: FolderSettings, range: DateRange): Promise<void> {
  const latest = settle(loadLatestMentions(username, folder.customerName, range), MENTIONS_ERROR_TITLE);
  sizeBesideLatest('mentions', folder.customerName, countMentions);
  return latest
    .then(() =>
      Promise.all(
        folder.info.discoveries.map((discovery) =>
          settle(queryClient.fetchQuery(searchTermsQueryOptions(discovery.discoveryId))),
        ),
      ),
    )
    .then(() => undefined);
}

/**
 * Spec section 4, step 6 for one folder: the latest items of each kind it holds (or of `only` that kind), each kind
 * loaded once per page.
 */
export function loadFolderRecent(username: string, folder: FolderSettings, only?: ItemKind): Promise<void> {
  const kinds = (only ? [only] : ITEM_KINDS).filter((kind) => folderHolds(folder, kind));
  return Promise.all(
    kinds.map((kind) => {
      const key = `${kind}:${folder.customerName}`;
      let load = recentLoads.get(key);
      if (!load) {
        const range = currentLoadRange();
        load = kind === 'signals' ? loadRecentSignals(folder, range) : loadRecentMentions(username, folder, range);
        recentLoads.set(key, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/**
 * ADR 0033: the history loads only when the browser may hold the folder's items of the range whole; a folder with
 * more keeps its latest page and its screen filters on the server. A failed count loads the history, as before.
 */
async function loadHistoryIfHeld(
  kind: ItemKind,
  customer: string,
  size: () => Promise<number>,
  loadHistory: () => Promise<void>,
): Promise<void> {
  if (isOversized(kind, customer)) return;
  if (holdsWhole(await size())) return loadHistory();
  markOversized(kind, customer);
}

/** The history of signals and mentions over the current load range, merged into what the folder holds. */
async function loadHistoryOfRange(username: string, folder: FolderSettings): Promise<void> {
  const now = new Date();
  const [range, days] = [currentLoadRange(now), currentLoadDays(now)];
  const { customerName } = folder;
  const loads: Promise<void>[] = [];
  if (folder.features.monitoring) {
    const history = loadHistoryIfHeld(
      'signals',
      customerName,
      () => sizeOf('signals', customerName, days, countSignals),
      () => loadSignalHistory(customerName, range),
    );
    loads.push(settle(history, SIGNALS_ERROR_TITLE));
  }
  if (folder.features.discovery) {
    const history = loadHistoryIfHeld(
      'mentions',
      customerName,
      () => sizeOf('mentions', customerName, days, countMentions),
      () => loadMentionHistory(username, customerName, range),
    );
    loads.push(settle(history, MENTIONS_ERROR_TITLE));
  }
  await Promise.all(loads);
}

/** Spec section 4, step 7 for one folder: the history of signals and mentions, after the latest ones. */
export function loadFolderHistory(username: string, folder: FolderSettings): Promise<void> {
  const existing = historyLoads.get(folder.customerName);
  if (existing) return existing;
  historyFolders.set(folder.customerName, folder);
  const load = loadFolderRecent(username, folder).then(() => loadHistoryOfRange(username, folder));
  historyLoads.set(folder.customerName, load);
  return load;
}

/**
 * The user's default date range reaches further back than the folders are loaded (chosen at start-up, or saved in
 * Settings since): widen the load range, and let every loaded folder fetch the older days after its current load.
 */
export function widenFolderLoads(username: string, preferred: DateRangePreset): void {
  if (!widenLoadRange(preferred)) return;
  for (const [customerName, folder] of historyFolders) {
    const previous = historyLoads.get(customerName) ?? Promise.resolve();
    historyLoads.set(
      customerName,
      previous.then(() => loadHistoryOfRange(username, folder)),
    );
  }
}

/**
 * Everything of a folder, latest first; what a moderator's first selection of a folder triggers. Not the start-up's
 * own folder, which the frame selects as it mounts: the start-up loads it in its order, and loaded from here its
 * other kind and history left while the first list was being built and held its cards back (ADR 0158).
 */
export async function loadFolder(username: string, folder: FolderSettings): Promise<void> {
  if (startupFolders.has(folder.customerName)) return;
  await loadFolderRecent(username, folder);
  await loadFolderHistory(username, folder);
}

/**
 * The folder's latest and history items of a kind load again over the current load range, past the once-per-page
 * guard. A first load still running is waited for, so that its older answer cannot land after this one. A folder too
 * large to hold reloads its latest page only (ADR 0033).
 */
async function reloadFolderItems(
  kind: ItemKind,
  customer: string,
  reload: { latest: (range: DateRange) => Promise<void>; whole: (range: DateRange) => Promise<void> },
  alertTitle: string,
): Promise<void> {
  await recentLoads.get(`${kind}:${customer}`);
  await historyLoads.get(customer);
  const range = currentLoadRange();
  await settle(isOversized(kind, customer) ? reload.latest(range) : reload.whole(range), alertTitle);
}

/**
 * The folder's signals again: spec section 4 after a create or edit (merged by id, the server's copy winning), or
 * with `replace` when its live stream could not replay what it missed (ADR 0046).
 */
export function reloadFolderSignals(customer: string, replace = false): Promise<void> {
  return reloadFolderItems(
    'signals',
    customer,
    {
      latest: (range) => loadLatestSignals(customer, range, replace),
      whole: (range) => reloadSignals(customer, range, replace),
    },
    SIGNALS_ERROR_TITLE,
  );
}

/** The folder's mentions again, with `replace` when its live stream could not replay what it missed (ADR 0126). */
export function reloadFolderMentions(username: string, customer: string, replace = false): Promise<void> {
  return reloadFolderItems(
    'mentions',
    customer,
    {
      latest: (range) => loadLatestMentions(username, customer, range, replace),
      whole: (range) => reloadMentions(username, customer, range, replace),
    },
    MENTIONS_ERROR_TITLE,
  );
}

/** After logout nothing of the previous user's folders may be reused. */
export function forgetFolderLoads(): void {
  recentLoads.clear();
  historyLoads.clear();
  historyFolders.clear();
  sizes.clear();
  forgetOversized();
  resetLoadRange();
  folderStepReached = false;
  startupFolders.clear();
}

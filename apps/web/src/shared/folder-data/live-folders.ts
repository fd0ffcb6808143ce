import type { FolderChange } from './folder-change';
import type { FolderReplicas } from './folder-replicas';
import type { LiveFolderMessage, LiveFolderRequest } from './folder-worker-protocol';
import { createLiveStreams, type LiveStreamKind } from './live-stream';

/** What a folder worker knows of a folder besides its items: its range, its stream's cursor, a load in flight. */
type FolderState<T> = {
  from: string | null;
  /** The first instant of the days the screen shows, when its stream covers them too (ADR 0110). */
  shownFrom: string | null;
  cursor: string | undefined;
  loading: Promise<unknown> | undefined;
  /** During a reload: the changes made since it began, applied again on top of the reloaded list. */
  sinceReload: FolderChange<T>[] | undefined;
};

/** A folder's load as the live streams see it: `first` loads set the range, the cursor and what a stream awaits. */
export type LiveFolderLoad = { customer: string; from: string; replace?: boolean; first: boolean };

type Dated = { publishDate: string };

/** Where the folder's stream starts: its range, or the earlier first day the screen shows (ISO instants). */
function streamFrom({ from, shownFrom }: FolderState<unknown>): string | null {
  if (from === null || shownFrom === null) return from ?? shownFrom;
  return Date.parse(shownFrom) < Date.parse(from) ? shownFrom : from;
}

export type LiveFoldersOptions<T> = {
  kind: LiveStreamKind<{ upsert: T[]; remove: string[] }>;
  replicas: FolderReplicas<T & Dated>;
  idOf: (item: T) => string;
  post: (message: LiveFolderMessage<T>) => void;
  /** Makes a stream's items like loaded ones (signals are start-cased). */
  normalise?: (items: T[]) => unknown;
};

function stateOf<T>(folders: Map<string, FolderState<T>>, customer: string): FolderState<T> {
  let state = folders.get(customer);
  if (!state) {
    state = { from: null, shownFrom: null, cursor: undefined, loading: undefined, sinceReload: undefined };
    folders.set(customer, state);
  }
  return state;
}

/**
 * What the folder holds of a stream's change: an item published before its range is only in the server's list of
 * earlier days (which the page asks again on every change), so it leaves the folder instead (it may have moved out).
 */
function heldPart<T extends Dated>(
  { from }: FolderState<T>,
  change: FolderChange<T>,
  idOf: (item: T) => string,
): FolderChange<T> {
  if (from === null) return change;
  const first = Date.parse(from);
  const older = change.upsert.filter((item) => Date.parse(item.publishDate) < first);
  if (older.length === 0) return change;
  return {
    upsert: change.upsert.filter((item) => !older.includes(item)),
    remove: [...(change.remove ?? []), ...older.map(idOf)],
  };
}

/**
 * The live side of a folder worker (ADRs 0046, 0047, 0126), the same for signals and mentions: each folder's range
 * and cursor, its stream (shared/folder-data/live-stream.ts), changes applied to the worker's copy first and handed to the page with
 * their version, and a reload's changes applied again after it. The worker calls `load` for each folder load,
 * `changedByPage` for the page's own changes, and hands it the `live` and `live-stop` requests.
 */
export function createLiveFolders<T extends Dated>(options: LiveFoldersOptions<T>) {
  const { replicas, idOf, post } = options;
  const folders = new Map<string, FolderState<T>>();
  const folderState = (customer: string) => stateOf(folders, customer);

  /** A change the page has not made yet: apply it here first, then hand it over with its version. */
  function applyAndPost(customer: string, change: FolderChange<T>) {
    const { version } = replicas.apply(customer, change);
    folderState(customer).sinceReload?.push(change);
    post({ type: 'live-change', customer, version, change });
  }

  const streams = createLiveStreams(
    options.kind,
    {
      resumePoint: async (customer) => {
        const state = folderState(customer);
        await state.loading?.catch(() => undefined);
        return { from: streamFrom(state), cursor: state.cursor };
      },
      saveCursor: (customer, cursor) => {
        folderState(customer).cursor = cursor;
      },
      onChange: (customer, change) => applyAndPost(customer, heldPart(folderState(customer), change, idOf)),
      onReload: (customer) => post({ type: 'live-reload', customer }),
      onRefused: (customer, status, token) => post({ type: 'live-refused', customer, status, token }),
    },
    (change) => options.normalise?.(change.upsert),
  );

  return {
    /**
     * Runs a folder's load around `answer` (which merges it into the copy and answers the page): a first load sets
     * the range and the cursor a stream resumes from (the moment the server answered), and a stream waits for it; a
     * reload's changes made meanwhile are applied again after it.
     */
    async load<Fetched extends { ok: boolean; serverTime?: number | null }>(
      load: LiveFolderLoad,
      fetching: Promise<Fetched>,
      answer: (fetched: Fetched) => void,
    ): Promise<void> {
      const state = folderState(load.customer);
      if (load.first) {
        state.from = load.from;
        state.loading = fetching;
        if (load.replace) state.sinceReload = [];
      }
      const fetched = await fetching;
      if (!fetched.ok) {
        if (load.replace) state.sinceReload = undefined;
        answer(fetched);
        return;
      }
      if (load.first && state.cursor === undefined && typeof fetched.serverTime === 'number') {
        state.cursor = String(fetched.serverTime);
      }
      answer(fetched);
      if (load.replace) {
        const since = state.sinceReload ?? [];
        state.sinceReload = undefined;
        since.forEach((change) => applyAndPost(load.customer, change));
      }
    },
    /** A change the page made on its own (already applied to the copy): a reload running applies it again. */
    changedByPage(customer: string, change: FolderChange<T>) {
      folderState(customer).sinceReload?.push(change);
    },
    handle(request: LiveFolderRequest) {
      if (request.type === 'live-stop') {
        streams.stop(request.customer);
        return;
      }
      const state = folderState(request.customer);
      state.from ??= request.from;
      const before = streamFrom(state);
      state.shownFrom = request.shownFrom;
      // Days the running stream does not cover (or no longer needs): it connects again from its cursor.
      if (streamFrom(state) === before) streams.start(request.customer, request.token);
      else streams.restart(request.customer, request.token);
    },
    /** The page dropped the folder: stop its stream and forget what is known of it. */
    forget(customer: string) {
      streams.stop(customer);
      folders.delete(customer);
    },
  };
}

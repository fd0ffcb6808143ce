import { LIVE_SIGNALS_EVENTS } from '@argus/contract';
import type { Database } from '../../db/client';
import { readSignalsToPush } from '../signals/signal-reads.service';
import type { ChangedIds } from './recent-changes';
import type { Subscriber } from './subscribers';

const READ_BATCH = 500;

/**
 * Reads the changed signals of a customer (once, in batches) and sends each stream what changed in its folder: the
 * wire JSON of a visible signal in its range, the id of one that left it. A signal only ever inserted, and not
 * shown, was never in the folder and is not sent as removed.
 */
export async function pushChanges(
  db: Database,
  customer: string,
  changed: ChangedIds,
  id: string,
  targets: readonly Subscriber[],
) {
  const ids = [...changed.keys()];
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    const open = targets.filter((subscriber) => !subscriber.stream.closed);
    if (open.length === 0) return;
    const batch = ids.slice(start, start + READ_BATCH);
    const rows = new Map((await readSignalsToPush(db, customer, batch)).map((row) => [row.id, row]));
    for (const subscriber of open) {
      const upsert: string[] = [];
      const remove: string[] = [];
      for (const changedId of batch) {
        const row = rows.get(changedId);
        if (row?.json && (subscriber.from === null || row.publishDate.getTime() >= subscriber.from)) {
          upsert.push(row.json);
        } else if (!changed.get(changedId)) {
          // Hidden, deleted or moved before the range; a signal only ever inserted was never in the folder.
          remove.push(changedId);
        }
      }
      if (upsert.length + remove.length === 0) continue;
      const data = `{"upsert":[${upsert.join(',')}],"remove":${JSON.stringify(remove)}}`;
      subscriber.stream.send({ id, event: LIVE_SIGNALS_EVENTS.signals, data });
    }
  }
}

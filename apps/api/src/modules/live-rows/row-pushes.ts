import type { Database } from '../../db/client';
import type { ChangedIds } from './recent-changes';
import type { Subscriber } from './subscribers';

const READ_BATCH = 500;

/**
 * A changed row as a live stream pushes it: the wire JSON of a visible one (null: hidden, e.g. a hidden signal) and its
 * publish date, which says whether it is in a stream's range.
 */
export type LiveRow = { id: string; publishDate: Date; json: string | null };

/**
 * What a kind of row (signals, mentions) brings to the live streams (ADR 0126): the reader of its changed rows and
 * the event that carries them.
 */
export type LiveRowReader = {
  /** The event of a change: `signals`, `mentions`. */
  event: string;
  /** The customer's rows among `ids`; an id the customer no longer holds is absent. */
  readRows: (db: Database, customer: string, ids: string[]) => Promise<LiveRow[]>;
};

/**
 * Reads the changed rows of a customer (once, in batches) and sends each stream what changed in its folder: the
 * wire JSON of a visible row in its range, the id of one that left it. A row only ever inserted, and not shown, was
 * never in the folder and is not sent as removed.
 */
export async function pushChanges(
  db: Database,
  reader: LiveRowReader,
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
    const rows = new Map((await reader.readRows(db, customer, batch)).map((row) => [row.id, row]));
    for (const subscriber of open) {
      const upsert: string[] = [];
      const remove: string[] = [];
      for (const changedId of batch) {
        const row = rows.get(changedId);
        if (row?.json && (subscriber.from === null || row.publishDate.getTime() >= subscriber.from)) {
          upsert.push(row.json);
        } else if (!changed.get(changedId)) {
          // Hidden, deleted or moved before the range; a row only ever inserted was never in the folder.
          remove.push(changedId);
        }
      }
      if (upsert.length + remove.length === 0) continue;
      const data = `{"upsert":[${upsert.join(',')}],"remove":${JSON.stringify(remove)}}`;
      subscriber.stream.send({ id, event: reader.event, data });
    }
  }
}

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
 * What one stream is sent of a batch: its changed ids, the id of its last message (where it resumes once it has them
 * all) and the id of the messages before it (where it resumes with only part of them).
 */
export type StreamPush = { subscriber: Subscriber; changed: ChangedIds; id: string; partialId: string };

/** Adds `more` to `changed`: an id stays "only ever inserted" while every change to it was an insert. */
export function mergeChanged(changed: ChangedIds, more: ChangedIds) {
  for (const [id, inserted] of more) changed.set(id, inserted && (changed.get(id) ?? true));
  return changed;
}

/**
 * Reads the changed rows of a customer once (all streams' ids together, in batches of 500, each row in its latest
 * state) and sends each stream what changed in its folder: the wire JSON of a visible row in its range, the id of one
 * that left it. A row only ever inserted, and not shown, was never in the folder and is not sent as removed.
 */
export async function pushChanges(
  db: Database,
  reader: LiveRowReader,
  customer: string,
  pushes: readonly StreamPush[],
) {
  const ids = [...new Set(pushes.flatMap((push) => [...push.changed.keys()]))];
  // The batch in which each stream's last message goes: it carries the id where the stream resumes with everything.
  const lastBatch = new Map<StreamPush, number>();
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    for (const push of pushes) {
      if (ids.slice(start, start + READ_BATCH).some((id) => push.changed.has(id))) lastBatch.set(push, start);
    }
  }
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    const batch = ids.slice(start, start + READ_BATCH);
    const open = pushes.filter(
      (push) => !push.subscriber.stream.closed && batch.some((changedId) => push.changed.has(changedId)),
    );
    if (open.length === 0) continue;
    const wanted = batch.filter((changedId) => open.some((push) => push.changed.has(changedId)));
    const rows = new Map((await reader.readRows(db, customer, wanted)).map((row) => [row.id, row]));
    for (const push of open) {
      const { subscriber, changed } = push;
      const upsert: string[] = [];
      const remove: string[] = [];
      for (const changedId of wanted) {
        if (!changed.has(changedId)) continue;
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
      subscriber.stream.send({
        id: lastBatch.get(push) === start ? push.id : push.partialId,
        event: reader.event,
        data,
      });
    }
  }
}

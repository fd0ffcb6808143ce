// The folder's alerting views, compiled once into predicates of the filter's own meaning (packages/filtering), and
// kept per process: a write tests every view of its folder and must not read and parse them each time.
import type { Mention, SavedViewKind, Signal } from '@argus/contract';
import {
  compileMentionAlert,
  compileSignalAlert,
  defaultMentionCriteria,
  defaultSignalCriteria,
  mentionCriteriaFromSearchParams,
  signalCriteriaFromSearchParams,
  type Reviews,
} from '@argus/filtering';
import type { Database } from '../../db/client';
import { listAlertingViews, readAlertingViewsVersion, type AlertViewRow } from './alerts.repository';

export type AlertView<Item> = Pick<AlertViewRow, 'id' | 'userId' | 'name' | 'shared' | 'criteria'> & {
  matches: (item: Item, reviews?: Reviews) => boolean;
};

/**
 * How long a folder's compiled views are trusted without asking whether they changed. Within it a write of this
 * process sees a view saved here at once (the saved-views service forgets the folder); another instance's change is
 * seen at the next write, because each write past this time compares the views' count and latest change first.
 * An owner who loses the folder stops being alerted within a minute (the access check is part of the full read).
 */
const TRUST_MS = 60_000;

type Compiled = { at: number; day: string; version: string; views: AlertView<never>[] };
/** By folder and kind (several test databases in one process differ in their versions and folder names). */
const folders = new Map<string, Compiled>();
/** A predicate per view, kept while the view is unchanged. */
const predicates = new Map<string, { updatedAt: number; day: string; matches: unknown }>();

function compile(kind: SavedViewKind, criteria: string, now: Date) {
  const params = new URLSearchParams(criteria);
  // A view without dates means the screen's default window, which moves with the day: compiled per day.
  return kind === 'signals'
    ? compileSignalAlert(signalCriteriaFromSearchParams(params, defaultSignalCriteria(now)))
    : compileMentionAlert(mentionCriteriaFromSearchParams(params, defaultMentionCriteria(now)));
}

export async function loadAlertViews(
  db: Database,
  customerName: string,
  kind: 'signals',
  now?: Date,
): Promise<AlertView<Signal>[]>;
export async function loadAlertViews(
  db: Database,
  customerName: string,
  kind: 'mentions',
  now?: Date,
): Promise<AlertView<Mention>[]>;
export async function loadAlertViews(db: Database, customerName: string, kind: SavedViewKind, now = new Date()) {
  const key = `${kind}|${customerName}`;
  const day = now.toISOString().slice(0, 10);
  const version = await readAlertingViewsVersion(db, customerName, kind);
  const cached = folders.get(key);
  if (cached && cached.day === day && cached.version === version && now.getTime() - cached.at < TRUST_MS) {
    return cached.views;
  }
  const rows = version === '0|' ? [] : await listAlertingViews(db, customerName, kind);
  const views = rows.map((row) => {
    let compiled = predicates.get(row.id);
    if (!compiled || compiled.updatedAt !== row.updatedAt.getTime() || compiled.day !== day) {
      compiled = { updatedAt: row.updatedAt.getTime(), day, matches: compile(kind, row.criteria, now) };
      predicates.set(row.id, compiled);
    }
    return { ...row, matches: compiled.matches };
  }) as AlertView<never>[];
  folders.set(key, { at: now.getTime(), day, version, views });
  return views;
}

/** A view of the folder was saved, changed or deleted in this process: its next write reads them again. */
export function forgetAlertViews(customerName: string, viewId?: string) {
  folders.delete(`signals|${customerName}`);
  folders.delete(`mentions|${customerName}`);
  if (viewId) predicates.delete(viewId);
}

// Alerting at the write (ADR 0136): a new or edited signal or mention is tested against its folder's alerting views,
// with the filter's own meaning (packages/filtering), in the transaction that writes it. Each view alerts once per
// item (a mention: once per story), never its owner about their own change, and folds a burst into one summary.
import {
  ALERT_BURST_LIMIT,
  FOLDER_PARAM,
  MENTION_STREAM_PATH,
  mentionLinkPath,
  SIGNAL_STREAM_PATH,
  signalLinkPath,
  type Mention,
  type SavedViewKind,
  type Signal,
} from '@argus/contract';
import { NO_REVIEWS, type Reviews } from '@argus/filtering';
import type { Database } from '../../db/client';
import { queueAlertDeliveries, type QueuedAlert } from '../webhooks/webhooks.service';
import { loadAlertViews, type AlertView } from './alert-views';

export { forgetAlertViews } from './alert-views';
import {
  countWindowMatches,
  foldMatches,
  growSummary,
  insertMatches,
  listItemReviews,
  lockViewAlerts,
} from './alerts.repository';

/** A write's items as one kind of view sees them. */
type Candidate<Item> = {
  item: Item;
  /** What "once per item and view" counts: a signal's id, a mention's story. */
  key: string;
  /** The id the owner's reviews name. */
  reviewId: string;
  title: string;
  url: string;
};

export type AlertingWrite<Item> = {
  customerName: string;
  items: readonly Item[];
  /** The user who wrote it (never alerted by it); null for a push API key or a feed. */
  authorUserId: string | null;
  /** An edit is matched with the owner's own reviews of the item; a new item has none. */
  edited: boolean;
};

const MINUTE_MS = 60_000;

/** A signal's alert reads like its card: the event type and the company. */
export const signalAlertTitle = (signal: Pick<Signal, 'eventType' | 'targetEntityName'>) =>
  `${signal.eventType} — ${signal.targetEntityName}`;

export async function alertOnSignals(db: Database, write: AlertingWrite<Signal>, now = new Date()) {
  if (write.items.length === 0) return;
  const views = await loadAlertViews(db, write.customerName, 'signals', now);
  await raiseAlerts(db, 'signals', write, views, now, (signal) => ({
    item: signal,
    key: signal.id,
    reviewId: signal.id,
    title: signalAlertTitle(signal),
    url: signalLinkPath(write.customerName, signal.id),
  }));
}

export async function alertOnMentions(db: Database, write: AlertingWrite<Mention>, now = new Date()) {
  if (write.items.length === 0) return;
  const views = await loadAlertViews(db, write.customerName, 'mentions', now);
  await raiseAlerts(db, 'mentions', write, views, now, (mention) => ({
    item: mention,
    key: mention.storyId,
    reviewId: mention.uuid,
    title: mention.title,
    url: mentionLinkPath(write.customerName, mention.uuid),
  }));
}

/** Whether any view could alert about a write to the folder: callers skip reading the written rows back when not. */
export async function folderHasAlertingViews(db: Database, customerName: string, kind: SavedViewKind) {
  return (await loadAlertViews(db, customerName, kind as 'signals')).length > 0;
}

async function raiseAlerts<Item>(
  db: Database,
  kind: SavedViewKind,
  write: AlertingWrite<Item>,
  allViews: readonly AlertView<Item>[],
  now: Date,
  candidateOf: (item: Item) => Candidate<Item>,
) {
  const views = allViews.filter((view) => view.userId !== write.authorUserId);
  if (views.length === 0) return;
  const candidates = write.items.map(candidateOf);
  const reviewsOf = write.edited
    ? await ownersReviews(db, kind, [...new Set(views.map((view) => view.userId))], candidates)
    : () => NO_REVIEWS;

  // Item by item, each against every view: the compiled predicates keep one item's derived values at a time.
  const hitsByView = new Map<AlertView<Item>, Map<string, Candidate<Item>>>();
  for (const candidate of candidates) {
    for (const view of views) {
      let hits = hitsByView.get(view);
      if (hits?.has(candidate.key) || !view.matches(candidate.item, reviewsOf(view.userId))) continue;
      if (!hits) hitsByView.set(view, (hits = new Map()));
      hits.set(candidate.key, candidate);
    }
  }
  const windowStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const queued: QueuedAlert[] = [];
  for (const [view, hits] of hitsByView) {
    queued.push(...(await alertView(db, kind, write.customerName, view, [...hits.values()], windowStart, now)));
  }
  if (queued.length > 0) await queueAlertDeliveries(db, queued);
}

/**
 * The view's new alerts for these matches: one each while the view's minute holds at most ALERT_BURST_LIMIT, then
 * folded into the minute's summary (a single write of more than the limit is folded whole). The summary is sent when
 * its minute is over, so that what it counts is complete.
 */
async function alertView<Item>(
  db: Database,
  kind: SavedViewKind,
  customerName: string,
  view: AlertView<Item>,
  hits: readonly Candidate<Item>[],
  windowStart: Date,
  now: Date,
): Promise<QueuedAlert[]> {
  await lockViewAlerts(db, view.id);
  const before = await countWindowMatches(db, view.id, windowStart);
  const inserted = await insertMatches(
    db,
    hits.map((hit) => ({
      userId: view.userId,
      type: 'match',
      viewId: view.id,
      customerName,
      kind,
      itemId: hit.key,
      title: hit.title,
      url: hit.url,
      windowStart,
      createdAt: now,
    })),
  );
  if (inserted.length === 0) return [];
  const shownCount = inserted.length > ALERT_BURST_LIMIT ? 0 : Math.max(0, ALERT_BURST_LIMIT - before);
  const queued: QueuedAlert[] = inserted
    .slice(0, shownCount)
    .map((alert) => ({ id: alert.id, userId: view.userId, customerName, viewShared: view.shared }));
  const folded = inserted.slice(shownCount);
  if (folded.length > 0) {
    const summary = await growSummary(
      db,
      {
        userId: view.userId,
        viewId: view.id,
        customerName,
        kind,
        title: `New matches of “${view.name}”`,
        url: viewPath(kind, customerName, view.criteria),
        windowStart,
        createdAt: now,
      },
      folded.length,
    );
    await foldMatches(
      db,
      folded.map((alert) => alert.id),
      summary.id,
    );
    if (summary.created) {
      const notBefore = new Date(windowStart.getTime() + MINUTE_MS);
      queued.push({ id: summary.id, userId: view.userId, customerName, viewShared: view.shared, notBefore });
    }
  }
  return queued;
}

/** The view's screen in its folder, with its filter. */
function viewPath(kind: SavedViewKind, customerName: string, criteria: string) {
  const path = kind === 'signals' ? SIGNAL_STREAM_PATH : MENTION_STREAM_PATH;
  const folder = `${FOLDER_PARAM}=${encodeURIComponent(customerName)}`;
  return `${path}?${folder}${criteria ? `&${criteria}` : ''}`;
}

async function ownersReviews<Item>(
  db: Database,
  kind: SavedViewKind,
  userIds: readonly string[],
  candidates: readonly Candidate<Item>[],
): Promise<(userId: string) => Reviews> {
  const itemKind = kind === 'signals' ? 'signal' : 'mention';
  const found = await listItemReviews(
    db,
    userIds,
    candidates.map((candidate) => candidate.reviewId),
  );
  const byUser = new Map<string, { bookmarked: Set<string>; feedback: Map<string, 1 | -1> }>();
  const of = (userId: string) => {
    let reviews = byUser.get(userId);
    if (!reviews) byUser.set(userId, (reviews = { bookmarked: new Set(), feedback: new Map() }));
    return reviews;
  };
  for (const row of found.bookmarks) if (row.itemKind === itemKind) of(row.userId).bookmarked.add(row.itemId);
  for (const row of found.feedback) {
    if (row.itemKind === itemKind && (row.feedback === 1 || row.feedback === -1)) {
      of(row.userId).feedback.set(row.itemId, row.feedback);
    }
  }
  return (userId) => byUser.get(userId) ?? NO_REVIEWS;
}

// A user's alerts (ADR 0136): the console polls them and shows each new one as a notice; the digest carries them.
import type { Alert, AlertList, MarkAlertsReadRequest } from '@argus/contract';
import type { Database } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import { countUnread, listDigestAlerts, listShownAlerts, markRead, type ShownAlertRow } from './alerts.repository';

function toAlertWire(row: ShownAlertRow): Alert {
  return {
    id: row.id,
    type: row.type as Alert['type'],
    view: row.viewId && row.viewName !== null ? { id: row.viewId, name: row.viewName } : null,
    customer: row.customerName,
    kind: row.kind as Alert['kind'],
    itemId: row.itemId,
    title: row.title,
    url: row.url,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export async function readAlerts(
  { db, user }: Pick<ServiceContext, 'db' | 'user'>,
  query: { after?: string; limit: number },
): Promise<AlertList> {
  const [rows, unread] = await Promise.all([
    listShownAlerts(db, user.id, query.after ? new Date(query.after) : undefined, query.limit),
    countUnread(db, user.id),
  ]);
  return { items: rows.map(toAlertWire), unread };
}

export async function markAlertsRead(
  { db, user }: Pick<ServiceContext, 'db' | 'user'>,
  request: MarkAlertsReadRequest,
): Promise<{ read: number }> {
  return { read: await markRead(db, user.id, request.all ? 'all' : (request.ids ?? [])) };
}

/** What one of the owner's alerting views raised over a digest's period; links relative to the console. */
export type DigestViewSection = {
  view: string;
  items: { title: string; url: string; count: number; summary: boolean }[];
};

/** What a digest of the folder for its owner says under each of the owner's alerting views, over its period. */
export async function readDigestViewSections(
  db: Database,
  owner: { userId: string; customerName: string },
  period: { from: Date; to: Date },
): Promise<DigestViewSection[]> {
  const rows = await listDigestAlerts(db, owner.userId, owner.customerName, period.from, period.to);
  const sections = new Map<string, DigestViewSection>();
  for (const row of rows) {
    const name = row.viewName ?? '';
    let section = sections.get(name);
    if (!section) sections.set(name, (section = { view: name, items: [] }));
    section.items.push({ title: row.title, url: row.url, count: row.count, summary: row.type === 'summary' });
  }
  return [...sections.values()];
}

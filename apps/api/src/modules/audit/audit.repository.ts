import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  actorUserId?: string | null;
  actorUsername?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  customerName?: string;
  address?: string;
  details?: Record<string, unknown>;
};

export async function appendAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function countRecentAuditEntries(
  db: Database,
  entry: { action: string; targetId: string; address: string },
  since: Date,
) {
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, entry.action),
        eq(auditLog.targetId, entry.targetId),
        eq(auditLog.address, entry.address),
        gt(auditLog.at, since),
      ),
    );
  return row?.total ?? 0;
}

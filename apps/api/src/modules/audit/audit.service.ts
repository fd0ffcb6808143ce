import type { Database } from '../../db/client';
import { appendAuditEntry, countRecentAuditEntries, type AuditEntry } from './audit.repository';

export type { AuditEntry };

/**
 * The one way a module writes the audit log: pass the write's transaction, so that the entry commits or rolls back
 * with what it records (audit-atomicity.test.ts).
 */
export function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  return appendAuditEntry(db, entry);
}

/** How often an action on a target came from one address since a moment (login failures, reset requests). */
export function countRecentAudits(
  db: Database,
  entry: { action: string; targetId: string; address: string },
  since: Date,
) {
  return countRecentAuditEntries(db, entry, since);
}

import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailMessages } from '../../db/schema';

export type NewEmailMessage = {
  scheduleId: string | null;
  scheduleCustomerName: string | null;
  scheduleUsername: string | null;
  recipients: string[];
  subject: string;
  text: string;
  html: string | null;
  status: 'sent' | 'outbox' | 'failed';
  error: string | null;
};

const messageColumns = {
  id: emailMessages.id,
  recipients: emailMessages.recipients,
  subject: emailMessages.subject,
  text: emailMessages.text,
  html: emailMessages.html,
  status: emailMessages.status,
  error: emailMessages.error,
  createdAt: emailMessages.createdAt,
};

export async function insertEmailMessage(db: Database, message: NewEmailMessage) {
  const [row] = await db.insert(emailMessages).values(message).returning(messageColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Newest first, served by email_messages_schedule_idx. */
export function listEmailMessagesOf(db: Database, scheduleId: string, limit: number) {
  return db
    .select(messageColumns)
    .from(emailMessages)
    .where(eq(emailMessages.scheduleId, scheduleId))
    .orderBy(desc(emailMessages.createdAt))
    .limit(limit);
}

/**
 * The mails of schedules that were deleted since (their link emptied, their folder and owner kept), newest first;
 * mails no schedule sent (password resets) have no folder and stay out. Served by email_messages_schedule_idx.
 */
export function listDeletedScheduleMessages(db: Database, limit: number) {
  return db
    .select({
      ...messageColumns,
      customerName: emailMessages.scheduleCustomerName,
      username: emailMessages.scheduleUsername,
    })
    .from(emailMessages)
    .where(and(isNull(emailMessages.scheduleId), isNotNull(emailMessages.scheduleCustomerName)))
    .orderBy(desc(emailMessages.createdAt))
    .limit(limit);
}

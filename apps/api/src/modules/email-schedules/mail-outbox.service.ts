import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { insertEmailMessage } from './email-messages.repository';

export type RecordOptions = {
  /** The schedule that sends the mail: its folder and owner are kept with the mail, should it be deleted. */
  schedule?: { id: string; customerName: string; username: string };
  /**
   * A secret in the text (a reset link's token). Once the mail has left over SMTP the record keeps it redacted, so
   * the database never holds a usable link; in outbox mode the record is the only way to deliver it, so it stays.
   */
  secret?: string;
};

/**
 * Every mail the product sends goes through here: delivered over SMTP when configured, and always recorded in
 * email_messages (status sent, failed, or outbox when there is no SMTP), so the UI can show what went out.
 */
export async function sendAndRecordMail(
  db: Database,
  mailer: Mailer,
  message: MailMessage,
  options: RecordOptions = {},
) {
  const delivery = await mailer.deliver(message);
  const redact = (text: string) =>
    options.secret && delivery.status !== 'outbox' ? text.replaceAll(options.secret, '[redacted]') : text;
  return insertEmailMessage(db, {
    scheduleId: options.schedule?.id ?? null,
    scheduleCustomerName: options.schedule?.customerName ?? null,
    scheduleUsername: options.schedule?.username ?? null,
    recipients: message.to,
    subject: message.subject,
    text: redact(message.text),
    html: message.html ? redact(message.html) : null,
    status: delivery.status,
    error: delivery.error,
  });
}

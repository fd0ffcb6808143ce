import type { EmailMessage } from '@argus/contract';

export const STATUS_COLOR: Record<EmailMessage['status'], string> = { sent: 'teal', outbox: 'blue', failed: 'red' };

/** What each status means to someone who did not set up the server. */
export const STATUS_LABEL: Record<EmailMessage['status'], string> = {
  sent: 'Sent',
  outbox: 'In the outbox',
  failed: 'Failed',
};

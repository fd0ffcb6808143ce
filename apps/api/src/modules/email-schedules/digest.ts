import { RELIABILITY_LABELS } from '@argus/contract';
import type { MailMessage } from '../../lib/mailer';

export type DigestSignal = {
  publishDate: Date;
  targetEntityName: string;
  eventType: string;
  reliability: number;
  title: string | null;
  url: string | null;
};

/** The digest mail: one block per signal, newest first, readable as plain text in any mail client. */
export function composeDigest(
  customerName: string,
  since: Date,
  signals: DigestSignal[],
  recipients: string[],
): MailMessage {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const subject =
    signals.length === 0
      ? `Argus digest for ${customerName}: no new signals`
      : `Argus digest for ${customerName}: ${signals.length} new signal${signals.length === 1 ? '' : 's'}`;
  const blocks = signals.map((signal) =>
    [
      `${day(signal.publishDate)}  ${signal.targetEntityName}: ${signal.eventType} (${RELIABILITY_LABELS[signal.reliability] ?? signal.reliability})`,
      ...(signal.title ? [`  ${signal.title}`] : []),
      ...(signal.url ? [`  ${signal.url}`] : []),
    ].join('\n'),
  );
  const text = [
    `Signals for ${customerName} since ${day(since)}:`,
    '',
    ...(blocks.length > 0 ? blocks : ['Nothing new matched this schedule.']),
    '',
    'You receive this digest because an Argus e-mail schedule lists your address.',
  ].join('\n');
  return { to: recipients, subject, text };
}

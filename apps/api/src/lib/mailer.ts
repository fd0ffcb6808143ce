import { createTransport } from 'nodemailer';
import { writeOutboxFile } from './outbox-file';

export type MailMessage = { to: string[]; subject: string; text: string; html?: string };
/** sent: the SMTP server accepted it; outbox: no SMTP configured, kept for the UI to show; failed: SMTP refused. */
export type MailDelivery = { status: 'sent' | 'outbox' | 'failed'; error: string | null };
export type Mailer = {
  mode: 'smtp' | 'outbox';
  deliver: (message: MailMessage) => Promise<MailDelivery>;
  close: () => void;
};
export type MailSettings = {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://…; none: mails go to the local outbox. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the web app is reached, for links in mails; never taken from a request's Host header. */
  publicUrl: string;
  /** Without SMTP, each mail is also written here as an .eml file; none: only the database keeps it. */
  outboxDir?: string;
};

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Real delivery through SMTP when a URL is set; otherwise nothing leaves the machine: the caller records the mail
 * in the database, and with an outbox directory it is also written there as a file to open or read in a test.
 */
export function createMailer(settings: Pick<MailSettings, 'smtpUrl' | 'from' | 'outboxDir'>): Mailer {
  if (!settings.smtpUrl) {
    const { outboxDir } = settings;
    return {
      mode: 'outbox',
      deliver: async (message) => {
        if (!outboxDir) return { status: 'outbox', error: null };
        try {
          await writeOutboxFile(outboxDir, message, settings.from);
          return { status: 'outbox', error: null };
        } catch (error) {
          // The database record is still the outbox; the reason stays with it for the history to show.
          const reason = error instanceof Error ? error.message : String(error);
          return { status: 'outbox', error: `Could not write the outbox file: ${reason}` };
        }
      },
      close: () => {},
    };
  }
  const transport = createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    mode: 'smtp',
    deliver: async (message) => {
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        return { status: 'sent', error: null };
      } catch (error) {
        // Kept with the message so the history shows why; the SMTP password is never part of the error text.
        return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => transport.close(),
  };
}

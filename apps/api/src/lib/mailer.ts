import { createTransport } from 'nodemailer';

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
};

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Real delivery through SMTP when a URL is set; otherwise nothing leaves the process (the caller keeps the outbox). */
export function createMailer(settings: Pick<MailSettings, 'smtpUrl' | 'from'>): Mailer {
  if (!settings.smtpUrl) {
    return {
      mode: 'outbox',
      deliver: async () => ({ status: 'outbox', error: null }),
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

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailSettings } from '../lib/mailer';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    mailer: Mailer;
    mailSettings: MailSettings;
  }
}

/** One mailer for the whole app (SMTP when configured, else the local outbox), closed with the app. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, options: { settings: MailSettings }) => {
    const mailer = createMailer(options.settings);
    app.decorate('mailer', mailer);
    app.decorate('mailSettings', options.settings);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);

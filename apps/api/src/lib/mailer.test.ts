import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

type ReceivedMail = { from: string; to: string[]; data: string };

/** A real SMTP server on a random local port; it rejects any recipient at refuse.example. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refuse.example')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers through SMTP when a URL is set', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Argus <argus@test.example>' });
    expect(mailer.mode).toBe('smtp');
    const delivery = await mailer.deliver({
      to: ['ana@test.example', 'bo@test.example'],
      subject: 'Your digest',
      text: 'Three new signals',
      html: '<p>Three new signals</p>',
    });
    mailer.close();
    expect(delivery).toEqual({ status: 'sent', error: null });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('argus@test.example');
    expect(mail.to).toEqual(['ana@test.example', 'bo@test.example']);
    expect(mail.data).toContain('Subject: Your digest');
    expect(mail.data).toContain('Three new signals');
  });

  it('reports a refused delivery as failed with the reason', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'argus@test.example' });
    const delivery = await mailer.deliver({ to: ['nobody@refuse.example'], subject: 'x', text: 'y' });
    mailer.close();
    expect(delivery.status).toBe('failed');
    expect(delivery.error).toContain('Mailbox unavailable');
  });

  it('reports an unreachable server as failed instead of throwing', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'argus@test.example' });
    const delivery = await mailer.deliver({ to: ['ana@test.example'], subject: 'x', text: 'y' });
    expect(delivery.status).toBe('failed');
    expect(delivery.error).toBeTruthy();
  });

  it('keeps mails in the outbox when no SMTP is configured', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'argus@test.example' });
    expect(mailer.mode).toBe('outbox');
    expect(await mailer.deliver({ to: ['ana@test.example'], subject: 'x', text: 'y' })).toEqual({
      status: 'outbox',
      error: null,
    });
  });
});

import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { createMailer } from './mailer';

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
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

  describe('outbox directory', () => {
    let directory: string;
    beforeAll(async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'argus-outbox-'));
    });
    afterAll(() => rm(directory, { recursive: true, force: true }));

    it('writes each mail as an .eml file a person can read, links unwrapped', async () => {
      const outboxDir = path.join(directory, 'mails');
      const mailer = createMailer({ smtpUrl: undefined, from: 'Argus <argus@test.example>', outboxDir });
      const link = `https://argus.example/reset-password#token=${'x'.repeat(90)}`;
      await mailer.deliver({ to: ['ana@test.example'], subject: 'Reset: Grüße\r\nBcc: evil@x.example', text: link });
      await mailer.deliver({ to: ['bo@test.example'], subject: 'Digest', text: 'plain', html: '<p>rich</p>' });

      const files = (await readdir(outboxDir)).sort();
      expect(files).toHaveLength(2);
      expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
      const first = await readFile(path.join(outboxDir, files[0]!), 'utf8');
      expect(first).toContain('To: ana@test.example\r\n');
      expect(first).toContain('From: Argus <argus@test.example>\r\n');
      // The injected line break must not become a header of its own; non-ASCII is RFC 2047 encoded.
      expect(first).not.toMatch(/^Bcc:/m);
      expect(first).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m);
      expect(first.endsWith(`\r\n\r\n${link}`)).toBe(true);
      expect((await stat(path.join(outboxDir, files[0]!))).mode & 0o077).toBe(0);

      const second = await readFile(path.join(outboxDir, files[1]!), 'utf8');
      expect(second).toMatch(/Content-Type: multipart\/alternative; boundary="argus-/);
      expect(second).toContain('\r\n\r\nplain\r\n');
      expect(second).toContain('<p>rich</p>');
    });

    it('keeps the mail in the outbox with the reason when the file cannot be written', async () => {
      const blocked = path.join(directory, 'a-file');
      await writeFile(blocked, '');
      const mailer = createMailer({ smtpUrl: undefined, from: 'argus@test.example', outboxDir: blocked });
      const delivery = await mailer.deliver({ to: ['ana@test.example'], subject: 'x', text: 'y' });
      expect(delivery.status).toBe('outbox');
      expect(delivery.error).toMatch(/^Could not write the outbox file: /);
    });
  });
});

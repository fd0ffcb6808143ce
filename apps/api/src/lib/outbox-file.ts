import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mailer';

/** A header value on one line: a line break in a subject or address would start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** RFC 2047 for a header with non-ASCII characters, so mail clients show umlauts and CJK as written. */
function encodeHeader(value: string) {
  const line = oneLine(value);
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
}

/**
 * The message as an RFC 5322 file a mail client opens. Bodies stay 8-bit and unwrapped, so a person (or a test)
 * can read and copy a link straight out of the file; no SMTP server ever sees it, so line-length limits do not apply.
 */
export function formatOutboxMail(message: MailMessage, from: string, date: Date) {
  const headers = [
    `From: ${encodeHeader(from)}`,
    `To: ${message.to.map(oneLine).join(', ')}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
  ];
  const textPart = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', message.text];
  if (!message.html) return [...headers, ...textPart].join('\r\n');
  const boundary = `argus-${randomUUID()}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...textPart,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Orders the mails this process writes within one millisecond, which the time alone leaves to chance. */
let written = 0;

/**
 * Writes one mail to the outbox directory. Names start with the time and this process's count, so a listing
 * sorts oldest first; the files may hold single-use links, so only the server's own user may read them.
 */
export async function writeOutboxFile(directory: string, message: MailMessage, from: string, date = new Date()) {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  written += 1;
  const sequence = String(written).padStart(6, '0');
  const file = path.join(directory, `${stamp}-${sequence}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, formatOutboxMail(message, from, date), { mode: 0o600, flag: 'wx' });
  return file;
}

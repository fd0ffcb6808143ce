import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Without SMTP the server writes every mail to DATA_DIR/outbox as an .eml file (ADR 0010). */
function outboxDirectory() {
  const dataDirectory = process.env.ARGUS_E2E_DATA_DIR;
  if (!dataDirectory) throw new Error('ARGUS_E2E_DATA_DIR is not set; run the journeys through playwright.config.ts');
  return path.join(dataDirectory, 'outbox');
}

/** The mails sent to one address so far, oldest first (file names start with the time). */
export async function mailsTo(address: string): Promise<string[]> {
  const directory = outboxDirectory();
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => fs.readFile(path.join(directory, name), 'utf8')),
  );
  return mails.filter((mail) => new RegExp(`^To: .*\\b${address.replace(/[.+]/g, '\\$&')}\\b`, 'm').test(mail));
}

/** The reset link of the newest password-reset mail to this address, exactly as the server wrote it. */
export async function latestResetLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(address);
      link = mails.at(-1)?.match(/https?:\/\/\S+\/reset-password#token=[\w-]+/)?.[0];
      return link;
    }, `a reset mail to ${address} in the outbox`)
    .toBeTruthy();
  return link!;
}

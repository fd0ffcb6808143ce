import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMERS_CACHE_CHUNK,
  LANGUAGES,
  LATEST_MENTIONS_PAGE,
  LATEST_MENTIONS_SIZE,
  LOGIN_BACKGROUND_COUNT,
  LOGIN_SHAKE_MS,
  MOBILE_BREAKPOINT_PX,
  PRIVILEGE,
  RELIABILITY_LABELS,
  SERVICE_WORKER_UPDATE_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
  TOKEN_STORAGE_KEY,
  TOP_AFFECTED_COMPANIES,
  TOP_EVENT_TYPES,
} from '@argus/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The product specification, as the repository keeps it (the team's copy is compared below when it is here). */
const SPEC_PATH = path.join(root, 'docs/spec/console-spec.md');
const spec = fs.readFileSync(SPEC_PATH, 'utf8');

/** The text of every source file the user's words can come from: the web app and the contract, tests left out. */
function sourceText(): string {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        texts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(path.join(root, 'apps/web/src'));
  walk(path.join(root, 'packages/contract/src'));
  return texts.join('\n');
}

/** The one line of the spec that starts with these words (a list item or a sentence). */
function specLine(start: string): string {
  const line = spec.split('\n').find((candidate) => candidate.replace(/^- /, '').startsWith(start));
  if (!line) throw new Error(`the spec has no line starting "${start}"`);
  return line;
}

describe('the letter of the specification', () => {
  it('is the copy the team works from', () => {
    const teamCopy = path.resolve(root, '../shared/spec/console-spec.md');
    // Beside a clone of the repository alone there is nothing to compare with; the repository's copy is then the spec.
    if (fs.existsSync(teamCopy)) expect(spec).toBe(fs.readFileSync(teamCopy, 'utf8'));
    expect(spec).toContain('## 8. Error catalogue');
  });

  it('shows every quoted message and title of the spec as the spec words it', () => {
    const source = sourceText();
    // A quote starts and ends outside a word, so that "the user's" opens none. Data values ('nan', '0') are not words.
    const quoted = [...spec.matchAll(/(?<!\w)'([^'\n]+?)'(?!\w)/g)].map((match) => match[1]!);
    const messages = quoted.filter((text) => /[a-z]{2}/i.test(text) && text !== 'nan');
    expect(messages.length).toBeGreaterThan(20);
    // Placeholders ({message}, {id}, "...") are filled at run time: each piece around them must be in the code.
    const missing = messages
      .flatMap((message) => message.split(/\{\w+\}|\.\.\./))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 3 && !source.includes(piece));
    expect(missing).toEqual([]);
  });

  it('titles every failed list load as the catalogue does', () => {
    const titles = /Titles: ([^.]+)\./
      .exec(specLine('Failed list loads'))![1]!
      .split(', ')
      // "Event Types Error (categories become empty)": the remark is behaviour, not part of the title.
      .map((title) => title.replace(/\s*\(.*\)$/, ''));
    expect(titles).toContain('Discovery Keywords Error');
    const source = sourceText();
    expect(titles.filter((title) => !source.includes(`'${title}'`))).toEqual([]);
  });

  it('keeps the business constants of section 9', () => {
    const expectations: [string, string[]][] = [
      ['Token stored in local storage', [`key ${TOKEN_STORAGE_KEY}.`]],
      ['Customers list cached', [`chunks of ${CUSTOMERS_CACHE_CHUNK} characters`]],
      ['Token refreshed at init', [`under ${TOKEN_REFRESH_THRESHOLD_MS / 3_600_000} hours`]],
      ['Reliability labels in order', [`${RELIABILITY_LABELS.join(', ')} (${RELIABILITY_LABELS.length} levels`]],
      [
        'Top event types',
        [`Top event types: ${TOP_EVENT_TYPES}.`, `Top affected companies: ${TOP_AFFECTED_COMPANIES},`],
      ],
      ['Latest mentions', [`page ${LATEST_MENTIONS_PAGE}, ${LATEST_MENTIONS_SIZE} items`]],
      ['Languages offered', [`${LANGUAGES.join(', ')}.`]],
      [
        'Login shake',
        [
          `shake ${LOGIN_SHAKE_MS / 1000} second`,
          `${LOGIN_BACKGROUND_COUNT} background images`,
          `breakpoint ${MOBILE_BREAKPOINT_PX}px`,
        ],
      ],
      ['Service-worker update check', [`every ${SERVICE_WORKER_UPDATE_MS / 60_000} minutes`]],
      ['Admin privilege', [`Admin privilege ${PRIVILEGE.admin} or more; moderator ${PRIVILEGE.moderator} or more`]],
    ];
    for (const [start, facts] of expectations) {
      const line = specLine(start);
      for (const fact of facts) expect(line, start).toContain(fact);
    }
  });
});

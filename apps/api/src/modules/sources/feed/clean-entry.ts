import { createHash } from 'node:crypto';
import { publishDateOf } from './feed-date';
import type { RawEntry } from './feed-entries';
import type { FeedItem } from './feed-types';
import { resolveHttpUrl } from './feed-url';
import { collapseWhitespace, toPlainText, truncateText } from './plain-text';

/** An item before its language is known. */
export type CleanEntry = Omit<FeedItem, 'language'>;

/** The entry as plain text with an absolute link, a bounded date and its key; null when it has no text at all. */
export function cleanEntry(entry: RawEntry, fetchedAt: Date): CleanEntry | null {
  const title = toPlainText(entry.title);
  const text = toPlainText(entry.summary) || toPlainText(entry.content);
  if (title === '' && text === '') return null;
  const sentence = truncateText(text);
  const authors = joinAuthors(entry.authors);
  const url = resolveHttpUrl(entry.link, ...entry.bases);
  return {
    key: entry.id ?? url ?? entry.link ?? `sha256:${sha256([title, text])}`,
    title,
    sentence,
    authors,
    url,
    publishDate: publishDateOf(entry.date, fetchedAt),
    contentHash: sha256([title, sentence, authors, url]),
  };
}

function joinAuthors(names: string[]): string | null {
  const unique = [...new Set(names.map(collapseWhitespace).filter((name) => name !== ''))];
  return unique.length > 0 ? unique.join(', ') : null;
}

/** Fields joined unambiguously (JSON), so that moving text from one field to the next changes the hash. */
function sha256(fields: (string | null)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

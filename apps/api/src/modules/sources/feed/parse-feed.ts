import { cleanEntry } from './clean-entry';
import { decodeBody } from './decode-body';
import { languageOf } from './feed-language';
import type { FeedItem, ParsedFeed, ParseFeedInput } from './feed-types';
import { toPlainText } from './plain-text';
import { readFeed } from './read-feed';

/** More items than any real feed carries; past it the rest is counted as skipped, not cleaned. */
export const maxItemsPerFeed = 100_000;

export const skipReasons = {
  noText: 'no text',
  duplicate: 'duplicate guid',
  language: 'language not one of en, de, zh',
  tooMany: `more than ${maxItemsPerFeed.toLocaleString('en')} items`,
} as const;

/** The bytes of a fetched feed as clean items for mentions; throws FeedError when they are not a feed Argus reads. */
export function parseFeed(input: ParseFeedInput): ParsedFeed {
  const feed = readFeed(decodeBody(input.body, input.contentType), input.url);
  const skipped = new Map<string, number>();
  const skip = (reason: string, count = 1) => skipped.set(reason, (skipped.get(reason) ?? 0) + count);
  if (feed.entries.length > maxItemsPerFeed) skip(skipReasons.tooMany, feed.entries.length - maxItemsPerFeed);

  const items: FeedItem[] = [];
  const keys = new Set<string>();
  for (const entry of feed.entries.slice(0, maxItemsPerFeed)) {
    const item = cleanEntry(entry, input.fetchedAt);
    if (item === null) {
      skip(skipReasons.noText);
    } else if (keys.has(item.key)) {
      skip(skipReasons.duplicate);
    } else {
      keys.add(item.key);
      const language = languageOf(input.language, entry.declaredLanguage, `${item.title} ${item.sentence}`);
      if (language === null) skip(skipReasons.language);
      else items.push({ ...item, language });
    }
  }
  const title = toPlainText(feed.title);
  return {
    format: feed.format,
    title: title === '' ? null : title,
    items,
    skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
  };
}

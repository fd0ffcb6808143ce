import type { JsonFeed } from 'feedsmith';
import { html, nonEmpty, type FeedEntries } from './feed-entries';

/** JSON Feed 1.1 and 1.0 (feedsmith reads 1.0's single `author` into `authors`). */
export function jsonEntries(feed: JsonFeed.Feed<string>, url: string): FeedEntries {
  const feedAuthors = names(feed.authors);
  const feedBases = [nonEmpty(feed.home_page_url), nonEmpty(feed.feed_url), url];
  return {
    // Titles and summaries are plain text by the specification, yet feeds put entities in them: decoding is safe.
    title: html(feed.title),
    entries: (feed.items ?? []).map((item) => {
      const authors = names(item.authors);
      const id = item.id as unknown;
      return {
        id: typeof id === 'number' ? String(id) : nonEmpty(item.id),
        title: html(item.title),
        summary: html(item.summary),
        content: item.content_text ? { value: item.content_text, kind: 'text' } : html(item.content_html),
        authors: authors.length > 0 ? authors : feedAuthors,
        link: nonEmpty(item.url, item.external_url),
        bases: feedBases,
        date: nonEmpty(item.date_published, item.date_modified),
        declaredLanguage: nonEmpty(item.language, feed.language),
      };
    }),
  };
}

function names(people: JsonFeed.Author[] | undefined): string[] {
  return (people ?? []).map((person) => person.name ?? '');
}

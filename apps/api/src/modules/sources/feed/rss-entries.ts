import type { RdfFeed, RssFeed } from 'feedsmith';
import { html, nonEmpty, type FeedEntries } from './feed-entries';

/** RSS 2.0 (and 0.9x): HTML in title and description, content:encoded, Dublin Core for authors and dates. */
export function rssEntries(feed: RssFeed.Feed<string>, url: string): FeedEntries {
  const feedLanguage = nonEmpty(feed.language, feed.dc?.languages?.[0], feed.xml?.lang);
  const feedBases = [feed.xml?.base ?? null, nonEmpty(feed.link), url];
  return {
    title: html(feed.title),
    entries: (feed.items ?? []).map((item) => {
      const guid = nonEmpty(item.guid?.value);
      const guidLink = item.guid?.isPermaLink !== false && guid !== null && /^https?:/i.test(guid) ? guid : null;
      return {
        id: guid,
        title: html(item.title ?? item.dc?.titles?.[0]),
        summary: html(item.description ?? item.dc?.descriptions?.[0]),
        content: html(item.content?.encoded),
        authors: [
          ...(item.authors ?? []).map((person) => person.name ?? person.email ?? ''),
          ...(item.dc?.creators ?? []),
        ],
        link: nonEmpty(item.link) ?? guidLink,
        bases: [item.xml?.base ?? null, ...feedBases],
        date: nonEmpty(item.pubDate, item.dc?.dates?.[0]),
        declaredLanguage: nonEmpty(item.xml?.lang, item.dc?.languages?.[0]) ?? feedLanguage,
      };
    }),
  };
}

/** RSS 1.0 (RDF): like RSS 2.0, with the item's rdf:about as its identity. */
export function rdfEntries(feed: RdfFeed.Feed<string>, url: string): FeedEntries {
  const feedLanguage = nonEmpty(feed.dc?.languages?.[0], feed.xml?.lang);
  const feedBases = [feed.xml?.base ?? null, nonEmpty(feed.link), url];
  return {
    title: html(feed.title),
    entries: (feed.items ?? []).map((item) => ({
      id: nonEmpty(item.rdf?.about),
      title: html(item.title ?? item.dc?.titles?.[0]),
      summary: html(item.description ?? item.dc?.descriptions?.[0]),
      content: html(item.content?.encoded),
      authors: item.dc?.creators ?? [],
      link: nonEmpty(item.link),
      bases: [item.xml?.base ?? null, ...feedBases],
      date: nonEmpty(item.dc?.dates?.[0]),
      declaredLanguage: nonEmpty(item.xml?.lang, item.dc?.languages?.[0]) ?? feedLanguage,
    })),
  };
}

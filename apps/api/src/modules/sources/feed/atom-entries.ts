import type { AtomFeed } from 'feedsmith';
import { nonEmpty, type FeedEntries, type MarkedText } from './feed-entries';

/** Atom 1.0: typed text constructs, xml:base on feed and entry, authors inherited from the feed. */
export function atomEntries(feed: AtomFeed.Feed<string>, url: string): FeedEntries {
  const feedBases = [feed.xml?.base ?? null, alternateLink(feed.links), url];
  const feedAuthors = names(feed.authors);
  return {
    title: atomText(feed.title),
    entries: (feed.entries ?? []).map((entry) => {
      const authors = names(entry.authors);
      return {
        id: nonEmpty(entry.id),
        title: atomText(entry.title),
        summary: atomText(entry.summary),
        content: entry.content?.src ? null : atomText(entry.content),
        authors: authors.length > 0 ? authors : feedAuthors,
        link: alternateLink(entry.links),
        bases: [entry.xml?.base ?? null, ...feedBases],
        date: nonEmpty(entry.published, entry.updated),
        declaredLanguage: nonEmpty(entry.xml?.lang, feed.xml?.lang),
      };
    }),
  };
}

/** type="text" (the default) is plain text; html and xhtml are markup; other media types carry no readable text. */
function atomText(text: { value?: string; type?: string } | undefined): MarkedText | null {
  if (text?.value === undefined) return null;
  const type = (text.type ?? 'text').toLowerCase();
  if (type === 'text' || type === 'text/plain') return { value: text.value, kind: 'text' };
  if (type === 'html' || type === 'xhtml' || type === 'text/html' || type.endsWith('+xml')) {
    return { value: text.value, kind: 'html' };
  }
  return null;
}

/** The alternate link (rel absent or "alternate"), an HTML one first. */
function alternateLink(links: AtomFeed.Link<string>[] | undefined): string | null {
  const alternates = (links ?? []).filter((link) => (link.rel ?? 'alternate') === 'alternate' && link.href);
  const page = alternates.find((link) => link.type === undefined || link.type.includes('html')) ?? alternates[0];
  return nonEmpty(page?.href);
}

function names(people: AtomFeed.Person[] | undefined): string[] {
  return (people ?? []).map((person) => person.name ?? person.email ?? '');
}

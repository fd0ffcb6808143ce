import { parseFeed as parseAnyFeed, type AnyFeed } from 'feedsmith';
import { atomEntries } from './atom-entries';
import type { FeedEntries } from './feed-entries';
import { FeedError, type ParsedFeed } from './feed-types';
import { jsonEntries } from './json-entries';
import { rdfEntries, rssEntries } from './rss-entries';
import { isHtmlDocument, refuseUnsafeXml, rootElementName } from './xml-prolog';

export type ReadFeed = FeedEntries & { format: ParsedFeed['format'] };

/**
 * The document's entries in their format, or a FeedError that says what the document is instead. Unsafe XML is
 * refused before feedsmith sees it; feedsmith itself never fetches and, with fast-xml-parser's processEntities off,
 * expands no entity that a DOCTYPE declares.
 */
export function readFeed(text: string, url: string): ReadFeed {
  const start = text.trimStart();
  if (start === '') throw new FeedError('not a feed: the document is empty');
  if (start.startsWith('{') || start.startsWith('[')) return readJsonFeed(start, url);
  if (isHtmlDocument(start)) throw new FeedError('not a feed: the document is HTML');
  refuseUnsafeXml(start);
  const root = rootElementName(start);
  if (root === null) throw new FeedError('not a feed: the document is neither XML nor JSON');
  const parsed = parseOrExplain(start, root);
  switch (parsed.format) {
    case 'rss':
      return { format: 'rss', ...rssEntries(parsed.feed, url) };
    case 'rdf':
      return { format: 'rdf', ...rdfEntries(parsed.feed, url) };
    case 'atom':
      return { format: 'atom', ...atomEntries(parsed.feed, url) };
    case 'json':
      return { format: 'json', ...jsonEntries(parsed.feed, url) };
  }
}

function parseOrExplain(text: string, root: string): AnyFeed<string> {
  if (root !== 'rss' && root !== 'rdf:rdf' && root !== 'feed' && !root.endsWith(':feed') && root !== 'rdf') {
    throw new FeedError(`not a feed: the XML document's root element is <${root}>, not <rss>, <rdf:RDF> or <feed>`);
  }
  try {
    return parseAnyFeed<string>(text);
  } catch (error) {
    throw new FeedError(`not a feed: the <${root}> document cannot be read (${messageOf(error)})`);
  }
}

function readJsonFeed(text: string, url: string): ReadFeed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`not a feed: the JSON is malformed (${messageOf(error)})`);
  }
  const version = typeof json === 'object' && json !== null && 'version' in json ? json.version : undefined;
  if (typeof version !== 'string' || !version.includes('jsonfeed.org/version/')) {
    throw new FeedError('not a feed: the JSON document is not a JSON Feed (no "version": "https://jsonfeed.org/…")');
  }
  try {
    const parsed = parseAnyFeed<string>(json);
    if (parsed.format !== 'json') throw new Error(`read as ${parsed.format}`);
    return { format: 'json', ...jsonEntries(parsed.feed, url) };
  } catch (error) {
    throw new FeedError(`not a feed: the JSON Feed cannot be read (${messageOf(error)})`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import { parseOpml as parseAnyOpml, type Opml } from 'feedsmith';
import { FeedError } from './feed-types';
import { resolveHttpUrl } from './feed-url';
import { collapseWhitespace } from './plain-text';
import { refuseUnsafeXml, rootElementName } from './xml-prolog';

/**
 * The feeds an OPML subscription list names: every outline with an http(s) xmlUrl, folders flattened, in document
 * order, each address once. The title is the outline's title, else its text, else the address.
 */
export function parseOpml(text: string): { title: string; url: string }[] {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  refuseUnsafeXml(start, 'the OPML document');
  const root = rootElementName(start);
  if (root !== 'opml')
    throw new FeedError(`not an OPML document: the root element is ${root ? `<${root}>` : 'missing'}`);
  let opml: Opml.Document<string>;
  try {
    opml = parseAnyOpml(start);
  } catch (error) {
    throw new FeedError(`not an OPML document: ${error instanceof Error ? error.message : String(error)}`);
  }
  const feeds = new Map<string, string>();
  const visit = (outlines: Opml.Outline<string>[] | undefined) => {
    for (const outline of outlines ?? []) {
      const url = resolveHttpUrl(outline.xmlUrl ?? null);
      if (url !== null && !feeds.has(url)) {
        feeds.set(url, collapseWhitespace(outline.title ?? '') || collapseWhitespace(outline.text ?? '') || url);
      }
      visit(outline.outlines);
    }
  };
  visit(opml.body?.outlines);
  return [...feeds].map(([url, title]) => ({ title, url }));
}

/** An OPML 2.0 subscription list: one flat outline of type "rss" per source. */
export function writeOpml(title: string, sources: { name: string; url: string }[]): string {
  const outlines = sources.map(
    ({ name, url }) =>
      `    <outline type="rss" text="${escapeXml(name)}" title="${escapeXml(name)}" xmlUrl="${escapeXml(url)}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${escapeXml(title)}</title>`,
    '  </head>',
    '  <body>',
    ...outlines,
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};

/** Escapes for text and double-quoted attributes alike; line breaks in attributes survive as references. */
function escapeXml(value: string): string {
  return value.replace(/[&<>"\n\r\t]/g, (char) => xmlEscapes[char] ?? char);
}

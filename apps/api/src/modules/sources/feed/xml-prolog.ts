import { FeedError } from './feed-types';

/** What precedes the root element: declarations, comments, processing instructions, a DOCTYPE. */
type Prolog = { doctype: string | null; rootName: string | null };

/**
 * Refuses, before any parser sees it, an XML document whose DOCTYPE declares entities: external ones read local
 * files or URLs (XXE), internal ones nest into gigabytes ("billion laughs"). A DOCTYPE without an internal subset
 * (RSS 0.91's public DTD) is harmless, since the parser never loads it, and passes.
 */
export function refuseUnsafeXml(text: string, what = 'the feed'): void {
  const { doctype } = readProlog(text);
  if (doctype !== null && /<!ENTITY/i.test(doctype)) {
    throw new FeedError(`${what} declares entities (DOCTYPE), which Argus refuses`);
  }
}

/** The name of the document's first element, lower-cased ('rss', 'rdf:rdf', 'feed', 'html'), or null. */
export function rootElementName(text: string): string | null {
  return readProlog(text).rootName;
}

/** True when the document is an HTML page: a DOCTYPE html or an <html> root. */
export function isHtmlDocument(text: string): boolean {
  const { doctype, rootName } = readProlog(text);
  return rootName === 'html' || (doctype !== null && /^<!DOCTYPE\s+html\b/i.test(doctype));
}

function readProlog(text: string): Prolog {
  let at = 0;
  let doctype: string | null = null;
  for (;;) {
    while (at < text.length && /\s|\uFEFF/.test(text.charAt(at))) at++;
    if (text.startsWith('<?', at)) at = endOf(text, '?>', at);
    else if (text.startsWith('<!--', at)) at = endOf(text, '-->', at);
    else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      const end = doctypeEnd(text, at);
      doctype = text.slice(at, end);
      at = end;
    } else break;
  }
  const root = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 200));
  return { doctype, rootName: root?.[1]?.toLowerCase() ?? null };
}

function endOf(text: string, terminator: string, from: number): number {
  const end = text.indexOf(terminator, from);
  return end === -1 ? text.length : end + terminator.length;
}

/** The end of a DOCTYPE, past its internal subset ([...]) when it has one; quotes and comments are skipped whole. */
function doctypeEnd(text: string, from: number): number {
  let at = from + 9;
  let inSubset = false;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char === '"' || char === "'") at = endOf(text, char, at + 1);
    else if (inSubset && text.startsWith('<!--', at)) at = endOf(text, '-->', at);
    else if (char === '>' && !inSubset) return at + 1;
    else {
      if (char === '[') inSubset = true;
      if (char === ']') inSubset = false;
      at++;
    }
  }
  return text.length;
}

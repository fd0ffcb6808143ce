import { compile } from 'html-to-text';
import type { MarkedText } from './feed-entries';

/** Only the start of a long article is needed for a sentence; the rest of its markup is not read. */
const maxHtmlInput = 100_000;
export const maxSentenceLength = 1_000;

const htmlToText = compile({
  wordwrap: false,
  limits: { maxInputLength: maxHtmlInput },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => ({ selector: h, options: { uppercase: false } })),
  ],
});

/** Plain text of a field: markup stripped (scripts and styles with their content), entities decoded, one line. */
export function toPlainText(text: MarkedText | null): string {
  if (text === null) return '';
  const { value, kind } = text;
  // Most titles carry no markup at all: they skip the HTML parser, which matters for a 100,000-item feed.
  const plain = kind === 'html' && /[<&]/.test(value) ? htmlToText(value) : value;
  return collapseWhitespace(plain);
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u200B]+/g, ' ').trim();
}

/** At most `limit` characters, cut after the last sentence that fits, else at a word, else hard; '…' marks a cut. */
export function truncateText(text: string, limit = maxSentenceLength): string {
  if (text.length <= limit) return text;
  const window = text.slice(0, limit - 1);
  const floor = Math.floor(limit / 2);
  const sentenceEnd = lastMatchEnd(window, /[.!?。！？](?=\s|$)|[。！？]/g);
  if (sentenceEnd >= floor) return `${window.slice(0, sentenceEnd).trimEnd()}…`;
  const wordEnd = window.lastIndexOf(' ');
  if (wordEnd >= floor) return `${window.slice(0, wordEnd).trimEnd()}…`;
  return `${window.replace(/[\uD800-\uDBFF]$/, '').trimEnd()}…`;
}

function lastMatchEnd(text: string, pattern: RegExp): number {
  let end = -1;
  for (const match of text.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}

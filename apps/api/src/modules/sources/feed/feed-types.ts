/** The three languages Argus keeps mentions in. */
export type MentionLanguage = 'en' | 'de' | 'zh';

export type FeedItem = {
  /** How the item is known within its source: the guid/id, else the link, else 'sha256:'+hash of title+content. */
  key: string;
  /** Plain text, trimmed, entities decoded, markup stripped; '' if none. */
  title: string;
  /** Plain text: the summary/description, else the first sentences of the content; at most 1,000 characters. */
  sentence: string;
  /** Names joined by ', '. */
  authors: string | null;
  /** Absolute http(s) link, or null. */
  url: string | null;
  /** From the item; missing or beyond fetchedAt + 5 min → fetchedAt. */
  publishDate: Date;
  language: MentionLanguage | null;
  /** Hash of title+sentence+authors+url: a change means the item was edited. */
  contentHash: string;
};

export type ParsedFeed = {
  format: 'rss' | 'rdf' | 'atom' | 'json';
  title: string | null;
  items: FeedItem[];
  skipped: { reason: string; count: number }[];
};

export type ParseFeedInput = {
  body: Buffer;
  contentType: string | null;
  url: string;
  fetchedAt: Date;
  language: MentionLanguage | 'detect';
};

/** The document cannot be read as a feed; the message says why, in words a staff member can act on. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

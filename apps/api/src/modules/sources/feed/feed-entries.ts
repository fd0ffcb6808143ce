/** Text and how it is marked up: 'text' is plain already, 'html' is markup to strip. */
export type MarkedText = { value: string; kind: 'text' | 'html' };

/** One item as its format gave it, before cleaning: text still in its markup, the link still relative. */
export type RawEntry = {
  id: string | null;
  title: MarkedText | null;
  summary: MarkedText | null;
  content: MarkedText | null;
  authors: string[];
  link: string | null;
  /** What a relative link resolves against, innermost first: xml:base, the feed's link, the feed's URL. */
  bases: (string | null)[];
  date: string | null;
  /** The item's declared language, else the feed's. */
  declaredLanguage: string | null;
};

export type FeedEntries = { title: MarkedText | null; entries: RawEntry[] };

export function html(value: string | undefined): MarkedText | null {
  return value === undefined ? null : { value, kind: 'html' };
}

/** The first value that has more than whitespace, trimmed. */
export function nonEmpty(...values: (string | undefined)[]): string | null {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}

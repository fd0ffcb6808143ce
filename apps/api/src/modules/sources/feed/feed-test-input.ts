import { readFileSync } from 'node:fs';
import type { ParseFeedInput } from './feed-types';

/** Shared by the feed tests: a fixed fetch time and inputs built from text or a fixture file. */
export const fetchedAt = new Date('2024-06-01T12:00:00Z');

export function feedInput(body: string | Buffer, overrides: Partial<ParseFeedInput> = {}): ParseFeedInput {
  return {
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    contentType: 'application/rss+xml',
    url: 'https://news.example.com/energy/feed/',
    fetchedAt,
    language: 'detect',
    ...overrides,
  };
}

export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** A minimal RSS 2.0 document around the given items. */
export function rss(items: string, channel = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Test</title><link>https://site.example.com/</link>${channel}${items}</channel></rss>`;
}

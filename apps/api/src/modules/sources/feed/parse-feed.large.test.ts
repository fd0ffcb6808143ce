import { describe, expect, it } from 'vitest';
import { feedInput } from './feed-test-input';
import { maxItemsPerFeed, parseFeed } from './parse-feed';

/** A feed as large as Argus accepts: 100,000 items, about 13 MB of RSS with escaped HTML and entities. */
function largeFeed(count: number): Buffer {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Big</title>'];
  parts.push('<link>https://big.example.com/</link><language>en</language>');
  for (let i = 0; i < count; i++) {
    parts.push(
      `<item><title>Item ${i}: wind &amp; grid</title><link>/i/${i}</link>`,
      `<description>&lt;b&gt;Report&lt;/b&gt; ${i}.</description></item>`,
    );
  }
  parts.push('</channel></rss>');
  return Buffer.from(parts.join(''), 'utf8');
}

describe('parseFeed on a large feed', () => {
  // One feed of five items more than the cap: parsing 100,000 items is most of this file's time, so one parse shows
  // both the items kept and the ones counted past the cap.
  it('parses 100,000 items in bounded time and memory, and counts those past them as skipped', () => {
    const body = largeFeed(maxItemsPerFeed + 5);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const feed = parseFeed(feedInput(body, { language: 'detect' }));
    const ms = performance.now() - started;
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    console.log(
      `100,005-item feed: ${(body.length / 1e6).toFixed(1)} MB parsed in ${(ms / 1000).toFixed(2)} s, heap +${heapGrowthMb.toFixed(0)} MB`,
    );
    expect(feed.items).toHaveLength(maxItemsPerFeed);
    expect(feed.skipped).toEqual([{ reason: 'more than 100,000 items', count: 5 }]);
    expect(feed.items[99_999]).toMatchObject({
      key: 'https://big.example.com/i/99999',
      title: 'Item 99999: wind & grid',
      sentence: 'Report 99999.',
      url: 'https://big.example.com/i/99999',
    });
  }, 120_000);
});

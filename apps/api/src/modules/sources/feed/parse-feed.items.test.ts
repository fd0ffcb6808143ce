import { describe, expect, it } from 'vitest';
import { feedInput, fetchedAt, rss } from './feed-test-input';
import { parseFeed } from './parse-feed';

const english = 'Wind farms in the North Sea produced a record amount of electricity last winter.';

describe('parseFeed items', () => {
  it('decodes an ISO-8859-1 feed by its XML declaration, with German umlauts intact', () => {
    const text = `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Nachrichten für Bürger</title><link>https://zeitung.example.de/</link>
<item><title>Großer Ärger über höhere Strompreise</title><guid>z-1</guid>
<description>Die Verbraucherzentrale fordert günstigere Tarife für Haushalte: »schnell« und ohne Gebühr.</description></item>
</channel></rss>`;
    const body = Buffer.from(text, 'latin1');
    const feed = parseFeed(feedInput(body, { contentType: 'application/rss+xml' }));
    expect(feed.title).toBe('Nachrichten für Bürger');
    expect(feed.items[0]).toMatchObject({
      title: 'Großer Ärger über höhere Strompreise',
      language: 'de',
    });
    expect(feed.items[0]?.sentence).toBe(
      'Die Verbraucherzentrale fordert günstigere Tarife für Haushalte: »schnell« und ohne Gebühr.',
    );
  });

  it('decodes by the Content-Type charset when the XML declaration names none', () => {
    const text = rss('<item><title>Müller gewinnt die Wahl in Köln</title><guid>k</guid></item>');
    const body = Buffer.from(text.replace(' encoding="UTF-8"', ''), 'latin1');
    const feed = parseFeed(feedInput(body, { contentType: 'text/xml; charset=windows-1252', language: 'de' }));
    expect(feed.items[0]?.title).toBe('Müller gewinnt die Wahl in Köln');
  });

  it('falls back from a UTF-8 claim to windows-1252 when the bytes are not UTF-8', () => {
    const body = Buffer.from(rss('<item><title>Größte Übernahme des Jahres</title><guid>u</guid></item>'), 'latin1');
    const feed = parseFeed(feedInput(body, { contentType: 'application/xml; charset=utf-8', language: 'de' }));
    expect(feed.items[0]?.title).toBe('Größte Übernahme des Jahres');
  });

  it('uses fetchedAt for a missing date and clamps a future one, keeping a little clock skew', () => {
    const inTwoMinutes = new Date(fetchedAt.getTime() + 2 * 60_000).toUTCString();
    const feed = parseFeed(
      feedInput(
        rss(`<item><title>${english}</title><guid>none</guid></item>
<item><title>${english} Again.</title><guid>future</guid><pubDate>Sat, 01 Jan 2050 00:00:00 GMT</pubDate></item>
<item><title>${english} Skew.</title><guid>skew</guid><pubDate>${inTwoMinutes}</pubDate></item>
<item><title>${english} Broken.</title><guid>broken</guid><pubDate>yesterday-ish</pubDate></item>
<item><title>${english} CEST.</title><guid>cest</guid><pubDate>Fri, 31 May 2024 10:00:00 CEST</pubDate></item>`),
      ),
    );
    expect(feed.items.map((item) => [item.key, item.publishDate.toISOString()])).toEqual([
      ['none', fetchedAt.toISOString()],
      ['future', fetchedAt.toISOString()],
      ['skew', new Date(inTwoMinutes).toISOString()],
      ['broken', fetchedAt.toISOString()],
      ['cest', '2024-05-31T08:00:00.000Z'],
    ]);
  });

  it('keeps the first of duplicate guids and counts the rest', () => {
    const feed = parseFeed(
      feedInput(
        rss(`<item><title>First version of the story</title><guid>same</guid></item>
<item><title>Second copy of the story</title><guid>same</guid></item>
<item><title>Third copy of the story</title><guid>same</guid></item>`),
        { language: 'en' },
      ),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['First version of the story']);
    expect(feed.skipped).toEqual([{ reason: 'duplicate guid', count: 2 }]);
  });

  it('keys an item without guid by its link, and one without either by a hash of its text', () => {
    const feed = parseFeed(
      feedInput(
        rss(`<item><title>Linked story</title><link>/news/linked</link></item>
<item><title>Unlinked story</title><description>Only text.</description></item>
<item><title>Script link</title><link>javascript:alert(1)</link></item>`),
        { language: 'en' },
      ),
    );
    const [linked, unlinked, script] = feed.items;
    expect(linked).toMatchObject({
      key: 'https://site.example.com/news/linked',
      url: 'https://site.example.com/news/linked',
    });
    expect(unlinked?.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(unlinked?.url).toBeNull();
    expect(script).toMatchObject({ key: 'javascript:alert(1)', url: null });
  });

  it('skips items with neither title nor text, and changes the content hash when an item is edited', () => {
    const before = parseFeed(
      feedInput(rss('<item><guid>a</guid><title>Story</title></item><item><guid>b</guid></item>'), { language: 'en' }),
    );
    const after = parseFeed(
      feedInput(rss('<item><guid>a</guid><title>Story, corrected</title></item>'), { language: 'en' }),
    );
    expect(before.skipped).toEqual([{ reason: 'no text', count: 1 }]);
    expect(before.items[0]?.key).toBe(after.items[0]?.key);
    expect(before.items[0]?.contentHash).not.toBe(after.items[0]?.contentHash);
  });

  it('takes the first sentences of the content when there is no description, at most 1,000 characters', () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} is about grid storage.`);
    const feed = parseFeed(
      feedInput(
        rss(`<item xmlns:content="http://purl.org/rss/1.0/modules/content/"><guid>long</guid><title>Long</title>
<content:encoded><![CDATA[<p>${sentences.join(' ')}</p>]]></content:encoded></item>`),
        { language: 'en' },
      ),
    );
    const sentence = feed.items[0]?.sentence ?? '';
    expect(sentence.length).toBeLessThanOrEqual(1000);
    expect(sentence).toMatch(/^Sentence number 1 is about grid storage\. .* storage\.…$/);
  });
});

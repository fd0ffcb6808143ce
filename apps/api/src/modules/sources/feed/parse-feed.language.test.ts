import { describe, expect, it } from 'vitest';
import { feedInput, rss } from './feed-test-input';
import { detectLanguage, mentionLanguageOf } from './feed-language';
import { parseFeed } from './parse-feed';

const german = 'Die Bundesregierung hat am Mittwoch neue Regeln für den Ausbau der Windkraft beschlossen.';
const english = 'The federal government adopted new rules for the expansion of wind power on Wednesday.';
const chinese = '联邦政府周三通过了扩大风力发电的新规定。';
const french = 'Le gouvernement fédéral a adopté mercredi de nouvelles règles pour le développement de l’éolien.';

const items = [german, english, chinese]
  .map((title, i) => `<item><guid>${i}</guid><title>${title}</title></item>`)
  .join('\n');

describe('parseFeed languages', () => {
  it('detects German, English and Chinese items when the feed declares no language', () => {
    const feed = parseFeed(feedInput(rss(items)));
    expect(feed.items.map((item) => item.language)).toEqual(['de', 'en', 'zh']);
  });

  it("uses the source's language setting over any declaration or detection", () => {
    const feed = parseFeed(feedInput(rss(items, '<language>fr</language>'), { language: 'de' }));
    expect(feed.items.map((item) => item.language)).toEqual(['de', 'de', 'de']);
  });

  it('takes a declared en/de/zh language over detection, item before feed', () => {
    const feed = parseFeed(
      feedInput(
        rss(
          `<item><guid>1</guid><title>${english}</title></item>
<item xmlns:dc="http://purl.org/dc/elements/1.1/"><guid>2</guid><title>${chinese}</title><dc:language>zh-CN</dc:language></item>`,
          '<language>en-US</language>',
        ),
      ),
    );
    expect(feed.items.map((item) => item.language)).toEqual(['en', 'zh']);
  });

  it('skips every item of a feed declared French, counted by reason', () => {
    const feed = parseFeed(
      feedInput(
        rss(
          `<item><guid>1</guid><title>${french}</title></item><item><guid>2</guid><title>${english}</title></item>`,
          '<language>fr-FR</language>',
        ),
      ),
    );
    expect(feed.items).toEqual([]);
    expect(feed.skipped).toEqual([{ reason: 'language not one of en, de, zh', count: 2 }]);
  });

  it('skips an undeclared French item and one too short to tell', () => {
    const feed = parseFeed(
      feedInput(
        rss(`<item><guid>1</guid><title>${french}</title></item><item><guid>2</guid><title>Hallo</title></item>`),
      ),
    );
    expect(feed.skipped).toEqual([{ reason: 'language not one of en, de, zh', count: 2 }]);
  });

  it('maps language tags to the three', () => {
    expect(['en-US', 'EN', 'de_AT', 'zh-Hans-CN', 'zh-TW', 'fr', 'nl-BE', 'english'].map(mentionLanguageOf)).toEqual([
      'en',
      'en',
      'de',
      'zh',
      'zh',
      null,
      null,
      null,
    ]);
    expect(detectLanguage('12:30 — !!')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseOpml, writeOpml } from './opml';

const exported = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head>
    <title>Subscriptions from Feedly</title>
    <dateCreated>Sat, 01 Jun 2024 12:00:00 GMT</dateCreated>
  </head>
  <body>
    <outline text="Energy" title="Energy">
      <outline type="rss" text="Clean Energy Wire" title="Clean Energy Wire" xmlUrl="https://www.cleanenergywire.example/rss.xml" htmlUrl="https://www.cleanenergywire.example/"/>
      <outline type="rss" text="Heise &amp; Co" xmlUrl="https://www.heise.example/rss/heise-atom.xml"/>
      <outline text="Nested">
        <outline type="rss" text="Deep feed" xmlUrl="https://deep.example.com/feed"/>
      </outline>
    </outline>
    <outline type="rss" text="" xmlUrl="https://untitled.example.com/feed.xml"/>
    <outline type="rss" text="Again" xmlUrl="https://deep.example.com/feed"/>
    <outline type="link" text="A bookmark" url="https://example.com/page"/>
    <outline type="rss" text="Bad" xmlUrl="ftp://files.example.com/feed"/>
  </body>
</opml>`;

describe('OPML', () => {
  it('flattens nested outlines into feeds, each address once', () => {
    expect(parseOpml(exported)).toEqual([
      { title: 'Clean Energy Wire', url: 'https://www.cleanenergywire.example/rss.xml' },
      { title: 'Heise & Co', url: 'https://www.heise.example/rss/heise-atom.xml' },
      { title: 'Deep feed', url: 'https://deep.example.com/feed' },
      { title: 'https://untitled.example.com/feed.xml', url: 'https://untitled.example.com/feed.xml' },
    ]);
  });

  it('refuses a DOCTYPE that declares entities, and a document that is not OPML', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<opml version="2.0"><head><title>&x;</title></head><body/></opml>`;
    expect(() => parseOpml(xxe)).toThrow('the OPML document declares entities (DOCTYPE), which Argus refuses');
    expect(() => parseOpml('<rss version="2.0"><channel/></rss>')).toThrow(
      'not an OPML document: the root element is <rss>',
    );
    expect(() => parseOpml('<!DOCTYPE html><html></html>')).toThrow('not an OPML document: the root element is <html>');
  });

  it('writes OPML 2.0 that reads back the same, with names and addresses escaped', () => {
    const sources = [
      { name: 'Tagesschau "Wirtschaft" & <Börse>', url: 'https://www.tagesschau.example/xml/rss2?a=1&b=2' },
      { name: '新华网', url: 'https://www.xinhua.example/rss.xml' },
    ];
    const written = writeOpml('Argus sources & more', sources);
    expect(written).toContain('<opml version="2.0">');
    expect(written).toContain('<title>Argus sources &amp; more</title>');
    expect(written).toContain(
      '<outline type="rss" text="Tagesschau &quot;Wirtschaft&quot; &amp; &lt;Börse&gt;" title="Tagesschau &quot;Wirtschaft&quot; &amp; &lt;Börse&gt;" xmlUrl="https://www.tagesschau.example/xml/rss2?a=1&amp;b=2"/>',
    );
    expect(parseOpml(written)).toEqual(sources.map(({ name, url }) => ({ title: name, url })));
  });
});

import { describe, expect, it } from 'vitest';
import { feedInput, fetchedAt, fixture } from './feed-test-input';
import { parseFeed } from './parse-feed';

describe('parseFeed formats', () => {
  it('reads RSS 2.0 with CDATA, HTML in the description and entities', () => {
    const feed = parseFeed(feedInput(fixture('rss-cdata.xml')));
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Energy & Climate Desk');
    expect(feed.skipped).toEqual([]);
    const [wind, cafes] = feed.items;
    expect(wind).toMatchObject({
      key: 'https://news.example.com/energy/?p=48213',
      title: 'Utility’s offshore wind plan wins approval',
      sentence: 'Regulators approved the 1.2 GW project on Tuesday & construction starts in May.',
      authors: 'Maria Lopez, Tom Reed',
      url: 'https://news.example.com/energy/2024/03/offshore-wind-approval/',
      publishDate: new Date('2024-03-05T14:30:00Z'),
      language: 'en',
    });
    expect(wind?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cafes).toMatchObject({
      key: 'https://news.example.com/energy/2024/03/cafes-heat-pumps/',
      title: 'Cafés switch to heat pumps: “It’s cheaper” & quieter',
      sentence: 'Owners say bills fell by a third after the switch.',
      authors: 'Jane Doe',
      // A relative link resolves against the channel's link.
      url: 'https://news.example.com/energy/2024/03/cafes-heat-pumps/',
      publishDate: new Date('2024-03-04T09:00:00Z'),
    });
  });

  it('reads RSS 1.0 (RDF) with Dublin Core', () => {
    const feed = parseFeed(feedInput(fixture('rdf.xml')));
    expect(feed.format).toBe('rdf');
    expect(feed.title).toBe('Example Science Blog');
    expect(feed.items).toEqual([
      {
        key: 'https://blog.example.org/2024/02/battery-recycling',
        title: 'Battery recycling reaches 95% recovery',
        sentence: 'A new process recovers lithium, nickel and cobalt. It runs at room temperature.',
        authors: 'Dr. Sam Patel',
        url: 'https://blog.example.org/2024/02/battery-recycling',
        publishDate: new Date('2024-02-20T07:15:00Z'),
        language: 'en',
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('reads Atom with xhtml and html text, xml:base and relative links, inherited authors', () => {
    const feed = parseFeed(feedInput(fixture('atom-xhtml.xml'), { url: 'https://www.example.net/journal/atom.xml' }));
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Field Journal');
    const [storage, inverters] = feed.items;
    expect(storage).toMatchObject({
      key: 'tag:example.net,2024:journal/grid-storage',
      title: 'Grid storage & the spring surplus',
      sentence: 'Solar output in April exceeded demand on eleven days. Batteries absorbed most of it.',
      authors: 'Alex Kim',
      url: 'https://www.example.net/journal/2024/04/grid-storage.html',
      publishDate: new Date('2024-04-01T05:00:00Z'),
      language: 'en',
    });
    expect(inverters).toMatchObject({
      title: 'Notes on inverters',
      // type="text": the "<" is text, not markup.
      sentence: 'Why 5 < 7 matters for inverter sizing.',
      authors: 'Robin Lee',
      url: 'https://www.example.net/journal/inverters',
      publishDate: new Date('2024-03-28T12:00:00Z'),
    });
  });

  it('reads JSON Feed 1.1 with an authors array, feed authors inherited, relative url', () => {
    const feed = parseFeed(feedInput(fixture('json-feed.json'), { contentType: 'application/feed+json' }));
    expect(feed.format).toBe('json');
    expect(feed.title).toBe('Policy Watch');
    expect(feed.items.map(({ contentHash: _, ...item }) => item)).toEqual([
      {
        key: '2024-05-carbon-price',
        title: 'Carbon price rises to €80',
        sentence: 'The EU carbon price rose for the third month in a row.',
        authors: 'Lena Fischer, Omar Haddad',
        url: 'https://policy.example.com/2024/05/carbon-price',
        publishDate: new Date('2024-05-10T16:00:00Z'),
        language: 'en',
      },
      {
        key: '2024-05-grid-fees',
        title: '',
        sentence: 'Grid fees will be split differently from next year. Households pay less.',
        authors: 'Policy Watch Staff',
        url: 'https://policy.example.com/2024/05/grid-fees',
        publishDate: new Date('2024-05-09T08:00:00Z'),
        language: 'en',
      },
    ]);
  });

  it('reads JSON Feed 1.0 with its single author', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1',
      title: 'Old style',
      items: [{ id: 7, title: 'A post about wind turbines in the North Sea', author: { name: 'Kim' } }],
    });
    const feed = parseFeed(feedInput(json, { language: 'en' }));
    expect(feed.items[0]).toMatchObject({ key: '7', authors: 'Kim', url: null, publishDate: fetchedAt });
  });
});

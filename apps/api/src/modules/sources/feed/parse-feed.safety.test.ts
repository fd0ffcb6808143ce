import { parseFeed as parseAnyFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { feedInput, rss } from './feed-test-input';
import { FeedError } from './feed-types';
import { parseFeed } from './parse-feed';

const refusal = 'the feed declares entities (DOCTYPE), which Argus refuses';

function errorOf(body: string): FeedError {
  try {
    parseFeed(feedInput(body));
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('parseFeed refusals', () => {
  it('refuses an external entity (XXE) before parsing', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>t</title><item><title>&xxe;</title><guid>1</guid></item></channel></rss>`;
    expect(errorOf(xxe).message).toBe(refusal);
  });

  it('refuses a billion-laughs bomb', () => {
    const lols = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol0 "lol">
 ${lols}
]>
<rss version="2.0"><channel><title>&lol9;</title></channel></rss>`;
    expect(errorOf(bomb).message).toBe(refusal);
  });

  it('refuses entities hidden behind a comment that contains "]" or a quoted ">"', () => {
    const hidden = `<?xml version="1.0"?>
<!-- a harmless comment -->
<!DOCTYPE rss [ <!-- ] > --> <!ATTLIST rss x CDATA "a>b"> <!ENTITY e SYSTEM "http://169.254.169.254/"> ]>
${rss('<item><title>&e;</title></item>').replace(/^<\?xml[^>]*>/, '')}`;
    expect(errorOf(hidden).message).toBe(refusal);
  });

  it('accepts a DOCTYPE that only names a public DTD, and fetches nothing', () => {
    const old = `<?xml version="1.0"?>
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91"><channel><title>Old</title><link>https://old.example.com/</link>
<item><title>An old feed still read in the English language</title><link>https://old.example.com/1</link></item></channel></rss>`;
    expect(parseFeed(feedInput(old)).items).toHaveLength(1);
  });

  it('says when the document is an HTML page', () => {
    const page = `<!DOCTYPE html>
<html lang="en"><head><title>News</title><link rel="alternate" type="application/rss+xml" href="/feed"></head>
<body><h1>News</h1></body></html>`;
    expect(errorOf(page).message).toBe('not a feed: the document is HTML');
    expect(errorOf('  <html><body>Moved</body></html>').message).toBe('not a feed: the document is HTML');
  });

  it('says what else the document is', () => {
    expect(errorOf('').message).toBe('not a feed: the document is empty');
    expect(errorOf('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>').message).toBe(
      "not a feed: the XML document's root element is <svg>, not <rss>, <rdf:RDF> or <feed>",
    );
    expect(errorOf('{"items": []}').message).toMatch(/^not a feed: the JSON document is not a JSON Feed/);
    expect(errorOf('{"version": ').message).toMatch(/^not a feed: the JSON is malformed/);
    expect(errorOf('Service unavailable').message).toBe('not a feed: the document is neither XML nor JSON');
  });

  it('relies on a parser that expands no declared entity even without the refusal (a guard for upgrades)', () => {
    const declared = `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY a "EXPANDED">]>
<rss version="2.0"><channel><title>t</title><item><title>&xxe; &a;</title><guid>1</guid></item></channel></rss>`;
    let result = '';
    try {
      result = JSON.stringify(parseAnyFeed(declared));
    } catch {
      // refusing is fine too
    }
    expect(result).not.toMatch(/EXPANDED|root:/);
  });
});

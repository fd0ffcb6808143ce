import { describe, expect, it } from 'vitest';
import { toPlainText, truncateText } from './plain-text';

describe('plain text', () => {
  it('strips markup, scripts and styles, decodes entities and collapses whitespace', () => {
    const html = `<h1>Heading</h1>\n<p>One &amp; two &eacute; &#8217; &#x201C;q&#x201D;</p>
<script>alert(1)</script><style>p{}</style><ul><li>a</li><li>b</li></ul><img src="x.png" alt="pic"><a href="/x">link</a>`;
    expect(toPlainText({ value: html, kind: 'html' })).toBe('Heading One & two é ’ “q” a b link');
    expect(toPlainText({ value: '  a <b>  b  ', kind: 'text' })).toBe('a <b> b');
  });

  it('cuts at a sentence, else a word, else hard, with an ellipsis within the limit', () => {
    expect(truncateText('Short.', 20)).toBe('Short.');
    expect(truncateText('First sentence here. Second sentence is longer.', 30)).toBe('First sentence here.…');
    expect(truncateText('one two three four five six seven eight', 20)).toBe('one two three four…');
    expect(truncateText('x'.repeat(30), 20)).toBe(`${'x'.repeat(19)}…`);
    expect(truncateText('风力发电创下新纪录。太阳能也增长了很多很多很多很多很多。', 20)).toBe('风力发电创下新纪录。…');
  });
});

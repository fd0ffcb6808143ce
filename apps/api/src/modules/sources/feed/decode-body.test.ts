import { describe, expect, it } from 'vitest';
import { decodeBody } from './decode-body';

describe('decodeBody', () => {
  it('follows a byte order mark over any declaration', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('<?xml version="1.0" encoding="latin1"?><rss>ü</rss>', 'utf16le'),
    ]);
    expect(decodeBody(utf16, 'text/xml; charset=iso-8859-1')).toBe(
      '<?xml version="1.0" encoding="latin1"?><rss>ü</rss>',
    );
  });

  it('skips an unknown charset label and reads JSON as UTF-8 whatever the header says', () => {
    expect(decodeBody(Buffer.from('<rss>ß</rss>', 'utf8'), 'text/xml; charset=x-unknown')).toBe('<rss>ß</rss>');
    expect(decodeBody(Buffer.from('{"title":"Größe"}', 'utf8'), 'application/json; charset=iso-8859-1')).toBe(
      '{"title":"Größe"}',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { mailDocument } from './mail-document';

describe('mailDocument', () => {
  it("opens the mail's links outside its frame", () => {
    expect(mailDocument('<html><head><meta charset="utf-8"></head><body>x</body></html>')).toBe(
      '<html><head><base target="_blank"><meta charset="utf-8"></head><body>x</body></html>',
    );
    expect(mailDocument('<p>no head</p>')).toBe('<base target="_blank"><p>no head</p>');
  });
});

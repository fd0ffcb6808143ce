import { afterEach, describe, expect, it } from 'vitest';
import { loadCjkFont } from './cjk-font';

describe('loadCjkFont', () => {
  afterEach(() => document.querySelectorAll('link[data-cjk-font]').forEach((link) => link.remove()));

  it('adds the font stylesheet once, however often the start-up asks', () => {
    loadCjkFont();
    loadCjkFont();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-cjk-font]');
    expect(links).toHaveLength(1);
    expect(links[0]!.rel).toBe('stylesheet');
  });
});

import { describe, expect, it } from 'vitest';
import { isSavedViewShown, savedViewHref } from './saved-view-href';

describe('savedViewHref', () => {
  it('opens a signals view on Signals with its folder and its criteria as the server keeps them', () => {
    expect(savedViewHref({ kind: 'signals', customer: 'meridian', criteria: 'company=Acme&reliability=3' })).toBe(
      '/corporate-intelligence/signal-stream?folder=meridian&company=Acme&reliability=3',
    );
  });

  it('opens a mentions view on Mentions; a view without criteria is the folder with the default filter', () => {
    expect(savedViewHref({ kind: 'mentions', customer: 'meridian', criteria: 'keyword=strike' })).toBe(
      '/discovery/mention-stream?folder=meridian&keyword=strike',
    );
    expect(savedViewHref({ kind: 'mentions', customer: 'meridian', criteria: '' })).toBe(
      '/discovery/mention-stream?folder=meridian',
    );
  });

  it('opens a view that keeps "Most relevant first" in it', () => {
    expect(savedViewHref({ kind: 'signals', customer: 'meridian', criteria: 'company=Acme&sort=relevance' })).toBe(
      '/corporate-intelligence/signal-stream?folder=meridian&company=Acme&sort=relevance',
    );
  });

  it('encodes a folder name that holds any character', () => {
    expect(savedViewHref({ kind: 'signals', customer: 'R&D / Süd', criteria: 'company=Acme' })).toBe(
      '/corporate-intelligence/signal-stream?folder=R%26D%20%2F%20S%C3%BCd&company=Acme',
    );
  });
});

describe('isSavedViewShown', () => {
  const view = { kind: 'signals', criteria: 'company=Acme&reliability=3' } as const;

  it('holds on its screen with its filter, in any order, with an item open or the folder still in the address', () => {
    expect(isSavedViewShown(view, '/corporate-intelligence/signal-stream', '?reliability=3&company=Acme')).toBe(true);
    expect(
      isSavedViewShown(view, '/corporate-intelligence/signal-stream', '?company=Acme&reliability=3&signal=s1'),
    ).toBe(true);
    expect(
      isSavedViewShown(view, '/corporate-intelligence/signal-stream', '?folder=x&company=Acme&reliability=3'),
    ).toBe(true);
  });

  it('holds in its order only: "Most relevant first" for a view that keeps it, newest first (any writing) otherwise', () => {
    const relevant = { kind: 'signals', criteria: 'company=Acme&reliability=3&sort=relevance' } as const;
    const path = '/corporate-intelligence/signal-stream';
    expect(isSavedViewShown(relevant, path, '?sort=relevance&company=Acme&reliability=3')).toBe(true);
    expect(isSavedViewShown(relevant, path, '?company=Acme&reliability=3')).toBe(false);
    expect(isSavedViewShown(view, path, '?company=Acme&reliability=3&sort=relevance')).toBe(false);
    expect(isSavedViewShown(view, path, '?company=Acme&reliability=3&sort=newest')).toBe(true);
  });

  it('does not hold with another filter or on another screen', () => {
    expect(isSavedViewShown(view, '/corporate-intelligence/signal-stream', '?company=Acme')).toBe(false);
    expect(isSavedViewShown(view, '/discovery/mention-stream', '?company=Acme&reliability=3')).toBe(false);
  });
});

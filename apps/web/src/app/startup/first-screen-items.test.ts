import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { firstScreenItems } from './first-screen-items';

describe('firstScreenItems', () => {
  it('is signals where the first screen lists signals: the start, the login answer and corporate intelligence', () => {
    for (const path of [paths.home, paths.login, paths.signalStream, paths.overview, paths.map]) {
      expect(firstScreenItems(path)).toBe('signals');
    }
  });

  it('is mentions on the discovery screens', () => {
    expect(firstScreenItems(paths.mentionStream)).toBe('mentions');
    expect(firstScreenItems(paths.discovery)).toBe('mentions');
  });

  it('is none where no folder list shows first, and a prefix must end at a slash', () => {
    for (const path of [paths.users, paths.feedbacks, paths.userSettings, paths.knowledgeGraph, '/discoveryx']) {
      expect(firstScreenItems(path)).toBeNull();
    }
  });
});

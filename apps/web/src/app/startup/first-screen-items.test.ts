import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { firstScreenIsStream, firstScreenItems, startsWithFirstScreen } from './first-screen-items';

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

describe('startsWithFirstScreen', () => {
  it("starts the first screen's kind of worker with the page and the other with its first load", () => {
    expect(startsWithFirstScreen(paths.signalStream, 'signals')).toBe(true);
    expect(startsWithFirstScreen(paths.signalStream, 'mentions')).toBe(false);
    expect(startsWithFirstScreen(paths.mentionStream, 'mentions')).toBe(true);
    expect(startsWithFirstScreen(paths.mentionStream, 'signals')).toBe(false);
  });

  it('starts both where the first screen lists neither', () => {
    expect(startsWithFirstScreen(paths.users, 'signals')).toBe(true);
    expect(startsWithFirstScreen(paths.users, 'mentions')).toBe(true);
  });
});

describe('firstScreenIsStream', () => {
  it('is so on the Signals and Mentions screens and the addresses that lead to one', () => {
    for (const path of [paths.home, paths.login, paths.corporateIntelligence, paths.signalStream]) {
      expect(firstScreenIsStream(path)).toBe(true);
    }
    expect(firstScreenIsStream(paths.discovery)).toBe(true);
    expect(firstScreenIsStream(paths.mentionStream)).toBe(true);
  });

  it('is not so on the screens that draw figures of the whole folder, nor elsewhere', () => {
    for (const path of [paths.overview, paths.map, paths.users, paths.industryNetwork, `${paths.signalStream}x`]) {
      expect(firstScreenIsStream(path)).toBe(false);
    }
  });
});

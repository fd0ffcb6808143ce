import type { Mention } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { otherSourcesOf, storyCopiesOf } from '../lib/story-copies';
import { MentionCard } from './mention-card';

const copy = (uuid: string, source: string | null, url: string | null, day: string): Mention => ({
  uuid,
  publishDate: `2026-11-${day}T08:00:00.000Z`,
  mediaSegment: 'news',
  reliability: 'High',
  language: 'en',
  title: 'Dock strike spreads to the north',
  sentence: 'The dock strike spread to two more ports.',
  translatedSentence: null,
  authors: null,
  url,
  source,
  discoveryId: null,
  searchTermId: null,
  companies: [],
  storyId: 'story-dock',
  storySize: 4,
});

// Newest first, as the folder holds them; the Herald carried the story twice.
const folder = [
  copy('d', 'Herald', 'https://herald.example/dock-2', '23'),
  copy('c', 'Courier', null, '22'),
  copy('b', 'Herald', 'https://herald.example/dock', '21'),
  copy('a', 'Gazette', 'https://gazette.example/dock', '20'),
];

const show = (mention: Mention, folderMentions: readonly Mention[]) =>
  renderWithApp(
    <MentionCard
      mention={mention}
      keywords={[]}
      showTranslation={false}
      onToggleTranslation={() => undefined}
      otherSources={otherSourcesOf(mention, storyCopiesOf(folderMentions).get(mention.uuid))}
    />,
  );

describe('mention card of a story (ADR 0134)', () => {
  it('says in how many other sources the story is, each name linking to its copy in a new tab', () => {
    show(folder[3]!, folder);
    const card = screen.getByTestId('mention-card');
    expect(card.hasAttribute('data-story')).toBe(true);
    const story = within(card).getByTestId('mention-story');
    expect(story.textContent).toBe('Also in 2 sources: Herald, Courier');
    const herald = within(story).getByRole('link', { name: 'Herald' });
    // The outlet's earliest copy.
    expect(herald.getAttribute('href')).toBe('https://herald.example/dock');
    expect(herald.getAttribute('target')).toBe('_blank');
    expect(herald.getAttribute('rel')).toContain('noopener');
    // A copy without a link is named, not linked.
    expect(within(story).queryByRole('link', { name: 'Courier' })).toBeNull();
  });

  it('says "1 source" for one other outlet, not counting copies from its own', () => {
    show(folder[0]!, folder.slice(0, 3));
    expect(screen.getByTestId('mention-story').textContent).toBe('Also in 1 source: Courier');
  });

  it('leaves a lone mention as it always was', () => {
    const lone = { ...copy('z', 'Gazette', null, '19'), storyId: 'z', storySize: 1 };
    show(lone, [lone]);
    const card = screen.getByTestId('mention-card');
    expect(card.hasAttribute('data-story')).toBe(false);
    expect(within(card).queryByTestId('mention-story')).toBeNull();
  });
});

describe('mention card and the relevance sort (ADR 0137)', () => {
  const card = (relevance?: { forYou: boolean; reason: string | null }) =>
    renderWithApp(
      <MentionCard
        mention={folder[0]!}
        keywords={[]}
        showTranslation={false}
        onToggleTranslation={() => undefined}
        relevance={relevance}
      />,
    );

  it('shows neither the mark nor a reason in newest first', () => {
    card();
    expect(screen.queryByTestId('for-you-badge')).toBeNull();
    expect(screen.queryByTestId('relevance-reason')).toBeNull();
  });

  it('shows "For you" and the reason under the sentence when ranked', () => {
    card({ forYou: true, reason: 'Similar to what you liked, bookmarked or opened: “strike”' });
    expect(screen.getByTestId('for-you-badge').textContent).toBe('For you');
    expect(screen.getByTestId('relevance-reason').textContent).toContain('“strike”');
    expect(screen.getByTestId('mention-sentence').textContent).toBe('The dock strike spread to two more ports.');
  });
});

import type { MentionOptions } from '@argus/filtering';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, type Rendered } from '../../../test/render';
import { useMentionCriteria } from '../hooks/use-mention-criteria';
import { MentionFiltersPanel } from './mention-filters-panel';

const OPTIONS: MentionOptions = {
  companies: ['Acme', 'BASF SE', 'Northwind'],
  mediaSegments: ['blog', 'news', 'social'],
  languages: ['de', 'en'],
};
const SUGGESTIONS = [{ group: 'Strikes', items: ['strike', 'walkout'] }];

/** The panel bound to the address as the Mentions screen binds it (mention-stream-page.tsx). */
function MentionFilters() {
  const { criteria, setCriteria, resetCriteria } = useMentionCriteria();
  return (
    <MentionFiltersPanel
      criteria={criteria}
      options={OPTIONS}
      keywordSuggestions={SUGGESTIONS}
      onChange={setCriteria}
      onReset={resetCriteria}
    />
  );
}

const renderPanel = (url = '/discovery/mention-stream') => renderWithApp(<MentionFilters />, { url });
const search = ({ router }: Rendered) => router.state.location.search;

async function pick({ user }: Rendered, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('MentionFiltersPanel', () => {
  it('writes the picked media segments, reliability and language into the address; Reset clears it', async () => {
    const rendered = renderPanel();

    await pick(rendered, 'Media segments', 'news');
    await pick(rendered, 'Media segments', 'blog');
    expect(search(rendered)).toBe('?media=news&media=blog');

    await pick(rendered, 'Reliability', 'High');
    await pick(rendered, 'Languages', 'en');
    expect(search(rendered)).toMatch(/[?&]reliability=4&language=en$/);
    expect((screen.getByRole('combobox', { name: 'Reliability' }) as HTMLInputElement).value).toBe('High');

    await rendered.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(search(rendered)).toBe('');
    expect(rendered.router.state.location.pathname).toBe('/discovery/mention-stream');
    expect((screen.getByRole('combobox', { name: 'Reliability' }) as HTMLInputElement).value).toBe('No Filter');
  });

  it('writes the picked companies under the key Signals uses, and shows those of a link', async () => {
    const rendered = renderPanel();
    await pick(rendered, 'Companies', 'BASF SE');
    await pick(rendered, 'Companies', 'Acme');
    expect(search(rendered)).toBe('?company=BASF+SE&company=Acme');
    rendered.unmount();

    renderPanel('/discovery/mention-stream?company=Northwind');
    const companies = screen.getByTestId('mention-filters');
    expect(companies.textContent).toContain('Northwind');
  });

  it("shows a link's filters, and a typed keyword joins the address until Backspace takes it back", async () => {
    const rendered = renderPanel('/discovery/mention-stream?reliability=5&language=de');
    expect((screen.getByRole('combobox', { name: 'Reliability' }) as HTMLInputElement).value).toBe('Very High');

    const keywords = screen.getByRole('combobox', { name: 'Keywords' });
    await rendered.user.type(keywords, 'STRIKE{Enter}');
    expect(search(rendered)).toBe('?reliability=5&language=de&keyword=STRIKE');

    await rendered.user.type(keywords, '{Backspace}');
    expect(search(rendered)).toBe('?reliability=5&language=de');
  });

  it('combines review options in the address; asking for disliked ones turns "Hide disliked" off', async () => {
    const rendered = renderPanel();
    const hideDisliked = () => screen.getByRole('switch', { name: 'Hide disliked' }) as HTMLInputElement;
    expect(hideDisliked().checked).toBe(true);

    await pick(rendered, 'Reviews', 'Bookmarked');
    await pick(rendered, 'Reviews', 'Liked');
    expect(search(rendered)).toBe('?review=Bookmarked&review=Liked');
    expect(hideDisliked().disabled).toBe(false);

    await pick(rendered, 'Reviews', 'Disliked');
    expect(hideDisliked().checked).toBe(false);
    expect(hideDisliked().disabled).toBe(true);
  });
});

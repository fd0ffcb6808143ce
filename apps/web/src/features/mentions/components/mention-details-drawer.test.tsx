import type { Mention } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { MentionDetailsDrawer } from './mention-details-drawer';

const mention: Mention = {
  uuid: 'm-1',
  publishDate: '2026-11-20T08:30:00.000Z',
  mediaSegment: 'news',
  reliability: 'High',
  language: 'de',
  title: 'Warnstreik im Hafen',
  sentence: 'Ein Warnstreik legte den Hafen lahm.',
  translatedSentence: 'A warning strike shut down the port.',
  authors: null,
  url: 'https://news.example/hafen',
  source: 'Hafenblatt',
  discoveryId: null,
  searchTermId: null,
  companies: ['Hafen AG', 'acme logistics'],
  storyId: 'm-1',
  storySize: 1,
};

const show = (url: string, folderMentions: Mention[] = [mention]) =>
  renderWithApp(
    <MentionDetailsDrawer
      folderMentions={folderMentions}
      signalsHrefOf={(company) => `/corporate-intelligence/signal-stream?company=${encodeURIComponent(company)}`}
      historyLoaded
      searchTerms={[
        { term: 'Strikes', keywords: ['Warnstreik', 'dock strike'] },
        { term: 'Outages', keywords: ['IT outage'] },
      ]}
      keywords={['Warnstreik']}
    />,
    { url },
  );

describe('mention details drawer', () => {
  it('shows the mention named in the address: whole text, translation, source, and what found it', async () => {
    show('/discovery/mention-stream?mention=m-1');
    const details = await screen.findByRole('dialog', { name: 'Mention details' });
    expect(within(details).getByTestId('mention-details-sentence').textContent).toContain(mention.sentence);
    expect(within(details).getByTestId('mention-details-translation').textContent).toContain(
      mention.translatedSentence!,
    );
    expect(within(details).getByTestId('mention-details-authors').textContent).toContain('Not named');
    expect(within(details).getByRole('link', { name: 'Hafenblatt' }).getAttribute('href')).toBe(mention.url);
    expect(within(details).getByTestId('mention-details-found-by').textContent).toContain('Strikes: Warnstreik');
    expect(within(details).getByTestId('mention-details-published').textContent).toContain('2026-11-20 08:30 UTC');
  });

  it("lists the companies recognised in it, each a link to that company's signals", async () => {
    const { user, router } = show('/discovery/mention-stream?mention=m-1');
    const details = await screen.findByRole('dialog', { name: 'Mention details' });
    const companies = within(within(details).getByTestId('mention-details-companies')).getAllByRole('link');
    expect(companies.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hafen AG', '/corporate-intelligence/signal-stream?company=Hafen%20AG'],
      ['acme logistics', '/corporate-intelligence/signal-stream?company=acme%20logistics'],
    ]);
    await user.click(companies[0]!);
    expect(router.state.location.pathname).toBe('/corporate-intelligence/signal-stream');
    expect(router.state.location.search).toBe('?company=Hafen%20AG');
  });

  it('says when it names none of the folder’s companies', async () => {
    show('/discovery/mention-stream?mention=m-1', [{ ...mention, companies: [] }]);
    const details = await screen.findByRole('dialog', { name: 'Mention details' });
    expect(within(details).getByTestId('mention-details-companies').textContent).toContain(
      "None of the folder's companies recognised",
    );
  });

  it('says so when the mention is not among the loaded ones, and closes by replacing the address', async () => {
    const { user, router } = show('/discovery/mention-stream?mention=gone&language=de');
    const details = await screen.findByRole('dialog', { name: 'Mention details' });
    expect(within(details).getByTestId('mention-details-missing').textContent).toMatch(/not among the loaded mentions/);
    await user.click(within(details).getByRole('button', { name: 'Close the details' }));
    expect(router.state.location.search).toBe('?language=de');
  });

  it("lists the copies of its story, each with its source's article, and opens another copy's details", async () => {
    const story = { storyId: 'story-hafen', storySize: 2 };
    const copy: Mention = { ...mention, ...story, uuid: 'm-2', source: 'Nordkurier', url: 'https://nord.example/h' };
    const { user, router } = show('/discovery/mention-stream?mention=m-1', [copy, { ...mention, ...story }]);
    const details = await screen.findByRole('dialog', { name: 'Mention details' });
    const copies = within(details).getByTestId('mention-copies');
    expect(copies.textContent).toContain('Also in 1 source');
    const listed = within(copies).getAllByTestId('mention-copy');
    expect(listed.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
    const link = within(copies).getByRole('link', { name: 'Nordkurier' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://nord.example/h', '_blank']);
    await user.click(within(copies).getByRole('button', { name: 'Open the copy of Nordkurier' }));
    expect(router.state.location.search).toBe('?mention=m-2');
  });

  it('shows no copies for a mention alone', async () => {
    show('/discovery/mention-stream?mention=m-1');
    const details = await screen.findByRole('dialog', { name: 'Mention details' });
    expect(within(details).queryByTestId('mention-copies')).toBeNull();
  });
});

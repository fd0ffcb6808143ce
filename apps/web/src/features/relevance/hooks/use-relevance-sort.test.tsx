import { createRelevanceModel, learnReview, serialiseModel } from '@argus/filtering';
import type { Signal } from '@argus/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { useRelevanceSort } from './use-relevance-sort';

function Screen() {
  const { control, notice, rankWith } = useRelevanceSort('acme', 'signals');
  return (
    <>
      {control}
      {notice}
      <span data-testid="ranking">{rankWith ? 'ranked' : 'newest'}</span>
      <span data-testid="industry">{rankWith?.context.entityFacts?.('e-1')?.industry ?? 'none'}</span>
    </>
  );
}

/** A model past its cold start, as GET /api/relevance/model answers it. */
function warmModel() {
  const model = createRelevanceModel('signal');
  const signal = { eventType: 'Insolvency', targetEntityName: 'Acme', targetEntityId: null, reliability: 'High' };
  for (let index = 0; index < 12; index++) {
    learnReview(
      model,
      { ...signal, mediaSegment: 'news', language: 'en', eventArguments: [] } as unknown as Signal,
      'like',
    );
  }
  return { model: JSON.parse(serialiseModel(model)) as unknown, reviews: 12, coldStart: false };
}

const coldStart = { model: null, reviews: 3, coldStart: true };

describe('the Sort control', () => {
  it('writes sort=relevance to the URL, reads the model, and removes the parameter for newest first', async () => {
    const requests = stubFetch(() => jsonResponse(200, coldStart));
    const { user, router } = renderWithApp(<Screen />, { url: '/signals?eventTypes=Insolvency' });
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(requests).toHaveLength(0);
    await user.click(sort);
    await user.click(await screen.findByRole('option', { name: 'Most relevant first' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('relevance');
    expect(router.state.location.search).toContain('eventTypes=Insolvency');
    await waitFor(() => expect(requests.some((request) => request.url.includes('/api/relevance/model'))).toBe(true));
    expect(requests[0]!.url).toContain('customer=acme');
    expect(requests[0]!.url).toContain('kind=signals');
    await user.click(sort);
    await user.click(await screen.findByRole('option', { name: 'Newest first' }));
    expect(new URLSearchParams(router.state.location.search).has('sort')).toBe(false);
    expect(router.state.location.search).toContain('eventTypes=Insolvency');
  });

  it('says in the cold start how many reviews it still needs, and keeps newest first', async () => {
    stubFetch(() => jsonResponse(200, coldStart));
    renderWithApp(<Screen />, { url: '/signals?sort=relevance' });
    expect((await screen.findByTestId('relevance-cold-start')).textContent).toContain(
      'Most relevant first learns from your likes, dislikes and bookmarks: 7 more reviews in this folder and it starts.',
    );
    expect(screen.getByTestId('ranking').textContent).toContain('newest');
  });

  it('reads nothing and shows no notice in newest first', () => {
    const requests = stubFetch(() => jsonResponse(200, coldStart));
    renderWithApp(<Screen />, { url: '/signals' });
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLInputElement).value).toBe('Newest first');
    expect(screen.queryByTestId('relevance-cold-start')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("ranks with the model and the folder's entity facts once both are read", async () => {
    const requests = stubFetch((request) =>
      request.url.includes('/api/target-entities/folder/acme')
        ? jsonResponse(200, {
            entities: [
              {
                id: 'e-1',
                name: 'Acme',
                industry: 'Retail',
                country: 'DE',
                city: null,
                latitude: null,
                longitude: null,
              },
            ],
          })
        : jsonResponse(200, warmModel()),
    );
    renderWithApp(<Screen />, { url: '/signals?sort=relevance' });
    await waitFor(() => expect(screen.getByTestId('ranking').textContent).toBe('ranked'));
    expect(screen.getByTestId('industry').textContent).toBe('Retail');
    expect(requests.some((request) => request.url.includes('/api/target-entities/folder/acme'))).toBe(true);
    expect(screen.queryByTestId('relevance-cold-start')).toBeNull();
  });
});

import type { SavedView } from '@argus/contract';
import { defaultMentionCriteria, defaultSignalCriteria } from '@argus/filtering';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { SaveViewButton } from './save-view-button';

function savedView(request: SentRequest): SavedView {
  const body = request.body as Pick<SavedView, 'name' | 'kind' | 'customer' | 'criteria'>;
  return {
    id: '00000000-0000-4000-8000-00000000000b',
    ...body,
    alert: false,
    shared: false,
    owner: 'analyst',
    own: true,
    createdAt: '2026-11-29T08:00:00.000Z',
    updatedAt: '2026-11-29T08:00:00.000Z',
  };
}

const SIGNALS = { ...defaultSignalCriteria(), companyNames: ['Acme'] };

/** Clicks the header's "Save view", names the view and saves it; the request the dialog sent. */
async function saveAs(rendered: ReturnType<typeof renderWithApp>, requests: SentRequest[], name: string) {
  const { user, fill } = rendered;
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save view' });
  await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(await screen.findByText('View saved')).toBeTruthy();
  return requests[0]!;
}

describe('SaveViewButton', () => {
  it('saves "Most relevant first" with the filter when the stream is sorted so', async () => {
    const requests = stubFetch((request) => jsonResponse(201, savedView(request)));
    const rendered = renderWithApp(<SaveViewButton kind="signals" customer="meridian" criteria={SIGNALS} />, {
      url: '/corporate-intelligence/signal-stream?company=Acme&sort=relevance',
    });
    const request = await saveAs(rendered, requests, 'Acme, relevant');
    expect(request).toMatchObject({ method: 'POST', url: '/api/saved-views' });
    expect(request.body).toMatchObject({
      name: 'Acme, relevant',
      kind: 'signals',
      customer: 'meridian',
      criteria: 'company=Acme&sort=relevance',
    });
  });

  it('saves the filter alone when the stream is newest first, the default', async () => {
    const requests = stubFetch((request) => jsonResponse(201, savedView(request)));
    const rendered = renderWithApp(<SaveViewButton kind="signals" customer="meridian" criteria={SIGNALS} />, {
      url: '/corporate-intelligence/signal-stream?company=Acme&sort=newest',
    });
    const request = await saveAs(rendered, requests, 'Acme, newest');
    expect(request.body).toMatchObject({ criteria: 'company=Acme' });
  });

  it('saves the sort of a Mentions view too', async () => {
    const requests = stubFetch((request) => jsonResponse(201, savedView(request)));
    const criteria = { ...defaultMentionCriteria(), keywords: ['strike'] };
    const rendered = renderWithApp(<SaveViewButton kind="mentions" customer="meridian" criteria={criteria} />, {
      url: '/discovery/mention-stream?sort=relevance&keyword=strike',
    });
    const request = await saveAs(rendered, requests, 'Strikes');
    expect(request.body).toMatchObject({ kind: 'mentions', criteria: 'keyword=strike&sort=relevance' });
  });
});

import type { SavedView } from '@argus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { streamSortOf } from '../../../shared/item-stream/stream-sort';
import { renderWithApp } from '../../../test/render';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { SavedViewsNavigation } from './saved-views-navigation';

function savedView(overrides: Partial<SavedView>): SavedView {
  return {
    id: '00000000-0000-4000-8000-00000000000b',
    name: 'Acme',
    kind: 'signals',
    customer: 'meridian',
    criteria: 'company=Acme',
    alert: false,
    shared: false,
    owner: 'analyst',
    own: true,
    createdAt: '2026-11-29T08:00:00.000Z',
    updatedAt: '2026-11-29T08:00:00.000Z',
    ...overrides,
  };
}

const MINE = savedView({});
const MINE_SHARED = savedView({ id: '00000000-0000-4000-8000-00000000000c', name: 'Strikes', shared: true });
const THEIRS = savedView({
  id: '00000000-0000-4000-8000-00000000000d',
  name: 'Press',
  kind: 'mentions',
  criteria: 'keyword=press',
  shared: true,
  owner: 'colleague',
  own: false,
});

describe('SavedViewsNavigation', () => {
  it("lists the folder's views as links to their screens, with a menu on the user's own only", async () => {
    const requests = stubFetch(() => jsonResponse(200, { items: [MINE, THEIRS, MINE_SHARED] }));
    renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />);

    const section = await screen.findByRole('navigation', { name: 'Saved views' });
    expect(requests[0]?.url).toBe('/api/saved-views?customer=meridian');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/corporate-intelligence/signal-stream?folder=meridian&company=Acme',
      '/discovery/mention-stream?folder=meridian&keyword=press',
      '/corporate-intelligence/signal-stream?folder=meridian&company=Acme',
    ]);
    expect(within(links[1]!).getByText('shared')).toBeTruthy();
    expect(within(links[0]!).queryByText('shared')).toBeNull();
    expect(within(links[2]!).getByText('(shared by you)')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Actions for Acme' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Actions for Strikes' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Actions for Press' })).toBeNull();
  });

  it('opens a view in its order: "Most relevant first" if it keeps it, else newest first, clearing the sort', async () => {
    const ranked = savedView({ name: 'Acme ranked', criteria: 'company=Acme&sort=relevance' });
    const newest = savedView({ id: '00000000-0000-4000-8000-00000000000e', name: 'Acme newest' });
    stubFetch(() => jsonResponse(200, { items: [ranked, newest] }));
    const { user, router } = renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />, {
      url: '/corporate-intelligence/signal-stream?company=Beta&sort=relevance',
    });
    const section = await screen.findByRole('navigation', { name: 'Saved views' });
    const rankedLink = within(section).getByRole('link', { name: /^Acme ranked/ });
    const newestLink = within(section).getByRole('link', { name: /^Acme newest/ });
    const address = () => new URLSearchParams(router.state.location.search);

    await user.click(newestLink);
    expect(router.state.location.pathname).toBe('/corporate-intelligence/signal-stream');
    expect(address().getAll('company')).toEqual(['Acme']);
    expect(address().has('sort')).toBe(false);
    expect(streamSortOf(address())).toBe('newest');
    expect(newestLink.hasAttribute('data-active')).toBe(true);
    expect(rankedLink.hasAttribute('data-active')).toBe(false);

    await user.click(rankedLink);
    expect(address().getAll('company')).toEqual(['Acme']);
    expect(streamSortOf(address())).toBe('relevance');
    expect(rankedLink.hasAttribute('data-active')).toBe(true);
    expect(newestLink.hasAttribute('data-active')).toBe(false);
    // The list shows the view by its name only: its order is nowhere in it.
    expect(rankedLink.textContent).toBe('Acme ranked (Signals)');
  });

  it("marks the own views that alert with a bell, not another user's", async () => {
    const mineAlerting = { ...MINE, alert: true };
    const theirsAlerting = { ...THEIRS, alert: true };
    stubFetch(() => jsonResponse(200, { items: [mineAlerting, theirsAlerting, MINE_SHARED] }));
    renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />);

    const section = await screen.findByRole('navigation', { name: 'Saved views' });
    const links = within(section).getAllByRole('link');
    expect(within(links[0]!).getByRole('img', { name: 'Alerts on' })).toBeTruthy();
    expect(links[0]!.textContent).toContain('Acme');
    expect(within(links[1]!).queryByRole('img', { name: 'Alerts on' })).toBeNull();
    expect(within(links[2]!).queryByRole('img', { name: 'Alerts on' })).toBeNull();
  });

  it("turns alerts on from an own view's menu, then off again", async () => {
    let items = [MINE];
    const requests = stubFetch((request) => {
      if (request.method === 'PATCH') {
        items = [{ ...MINE, alert: (request.body as { alert: boolean }).alert }];
        return jsonResponse(200, items[0]);
      }
      return jsonResponse(200, { items });
    });
    const { user } = renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />);
    const section = await screen.findByRole('navigation', { name: 'Saved views' });
    expect(within(section).queryByRole('img', { name: 'Alerts on' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Turn alerts on' }));
    expect(await screen.findByText('Alerts on', { selector: '.mantine-Notification-title' })).toBeTruthy();
    expect(requests).toContainEqual({ method: 'PATCH', url: `/api/saved-views/${MINE.id}`, body: { alert: true } });
    await waitFor(() => expect(within(section).getByRole('img', { name: 'Alerts on' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Turn alerts off' }));
    expect(await screen.findByText('Alerts off')).toBeTruthy();
    expect(requests).toContainEqual({ method: 'PATCH', url: `/api/saved-views/${MINE.id}`, body: { alert: false } });
    await waitFor(() => expect(within(section).queryByRole('img', { name: 'Alerts on' })).toBeNull());
  });

  it('shares an own view from its menu', async () => {
    let items = [MINE];
    const requests = stubFetch((request) => {
      if (request.method === 'PATCH') {
        items = [{ ...MINE, shared: true }];
        return jsonResponse(200, items[0]);
      }
      return jsonResponse(200, { items });
    });
    const { user } = renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Acme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share with the folder' }));

    expect(await screen.findByText('View shared')).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'PATCH',
      url: `/api/saved-views/${MINE.id}`,
      body: { shared: true },
    });
    await waitFor(() => expect(screen.getByText('(shared by you)')).toBeTruthy());
  });

  it('deletes the last view after asking, says so, and the section goes', async () => {
    let items = [MINE];
    const requests = stubFetch((request) => {
      if (request.method === 'DELETE') {
        items = [];
        return jsonResponse(200, { id: MINE.id, deleted: true });
      }
      return jsonResponse(200, { items });
    });
    const { user } = renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Acme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this view?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete view' }));

    expect(await screen.findByText('View deleted')).toBeTruthy();
    expect(requests).toContainEqual({ method: 'DELETE', url: `/api/saved-views/${MINE.id}`, body: undefined });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Saved views' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Delete this view?' })).toBeNull();
  });

  it('shows nothing while the folder has no views', async () => {
    const requests = stubFetch(() => jsonResponse(200, { items: [] }));
    renderWithApp(<SavedViewsNavigation customer="meridian" onNavigate={() => undefined} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'Saved views' })).toBeNull();
  });
});

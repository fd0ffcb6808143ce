import { ALERT_POLL_MS, type Alert, type AlertList } from '@argus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { ViewAlerts } from './view-alerts';

const NOW = Date.parse('2026-11-30T09:00:00.000Z');

function alertOf(overrides: Partial<Alert> & { id: string }): Alert {
  return {
    type: 'match',
    view: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Acme moves' },
    customer: 'meridian',
    kind: 'signals',
    itemId: 'signal-1',
    title: 'Management Change — Acme',
    url: '/corporate-intelligence/signal-stream?folder=meridian&signal=signal-1',
    count: 1,
    createdAt: new Date(NOW - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

const OLD = alertOf({ id: '00000000-0000-4000-8000-000000000001', title: 'Layoffs — Acme', itemId: 'signal-0' });
const NEW = alertOf({ id: '00000000-0000-4000-8000-000000000002', createdAt: new Date(NOW).toISOString() });

const isList = (request: SentRequest) => request.method === 'GET' && request.url.startsWith('/api/alerts');

/** The server: the first read answers `first`, every later poll `next()` (what it holds then). */
function stubAlerts(first: AlertList, next: () => AlertList = () => ({ items: [], unread: first.unread })) {
  let polls = 0;
  return stubFetch((request) => {
    if (request.url === '/api/alerts/read') return jsonResponse(200, { read: 1 });
    return jsonResponse(200, polls++ === 0 ? first : next());
  });
}

async function poll() {
  await act(() => vi.advanceTimersByTimeAsync(ALERT_POLL_MS));
}

const notices = () => screen.queryAllByTestId('view-alert-notice');

describe('ViewAlerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pops up an alert that arrives after the page loaded, and its Open link goes to the item and marks it read', async () => {
    const requests = stubAlerts({ items: [OLD], unread: 1 }, () => ({ items: [NEW], unread: 2 }));
    const { user, router } = renderWithApp(<ViewAlerts username="analyst" />);
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
    expect(requests.filter(isList).map((request) => request.url)).toEqual(['/api/alerts?limit=20']);

    await poll();

    const notice = await screen.findByTestId('view-alert-notice');
    expect(within(notice).getByText('Acme moves')).toBeTruthy();
    expect(within(notice).getByText('Management Change — Acme')).toBeTruthy();
    // Asked only for what came after the newest alert held.
    expect(requests.filter(isList)[1]?.url).toBe(`/api/alerts?after=${encodeURIComponent(OLD.createdAt)}&limit=100`);
    expect(screen.getByRole('button', { name: 'Alerts, 2 unread' })).toBeTruthy();

    const open = within(notice).getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe(NEW.url);
    await user.click(open);

    expect(router.state.location.pathname + router.state.location.search).toBe(NEW.url);
    await waitFor(() => expect(notices()).toHaveLength(0));
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'POST', url: '/api/alerts/read', body: { ids: [NEW.id] } }),
    );
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
  });

  it('does not pop up the alerts there were at page load: only those that come later', async () => {
    const later = alertOf({
      id: '00000000-0000-4000-8000-000000000006',
      title: 'Strike — Acme',
      createdAt: new Date(NOW + 1000).toISOString(),
    });
    let next: AlertList = { items: [NEW], unread: 2 };
    const requests = stubAlerts({ items: [NEW, OLD], unread: 2 }, () => next);
    renderWithApp(<ViewAlerts username="analyst" />);
    await screen.findByRole('button', { name: 'Alerts, 2 unread' });

    await poll();
    await waitFor(() => expect(requests.filter(isList)).toHaveLength(2));
    expect(notices()).toHaveLength(0);

    next = { items: [later], unread: 3 };
    await poll();
    await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    expect(notices()).toHaveLength(1);
    expect(within(notices()[0]!).getByText('Strike — Acme')).toBeTruthy();
  });

  it('says a summary by its count and a paused webhook by its own title', async () => {
    const summary = alertOf({
      id: '00000000-0000-4000-8000-000000000003',
      type: 'summary',
      itemId: null,
      title: '73 new matches of Acme moves',
      url: '/corporate-intelligence/signal-stream?folder=meridian',
      count: 73,
      createdAt: new Date(NOW - 1000).toISOString(),
    });
    const paused = alertOf({
      id: '00000000-0000-4000-8000-000000000004',
      type: 'webhook-paused',
      view: null,
      customer: null,
      kind: null,
      itemId: null,
      title: 'Deliveries to https://hooks.example failed for a day: paused.',
      url: '/settings',
      createdAt: new Date(NOW).toISOString(),
    });
    stubAlerts({ items: [], unread: 0 }, () => ({ items: [paused, summary], unread: 2 }));
    renderWithApp(<ViewAlerts username="analyst" />);
    await screen.findByRole('button', { name: 'Alerts, 0 unread' });

    await poll();

    await waitFor(() => expect(notices()).toHaveLength(2));
    const [first, second] = notices();
    expect(within(first!).getByText('Acme moves')).toBeTruthy();
    expect(within(first!).getByText('73 new matches')).toBeTruthy();
    expect(within(second!).getByText('Webhook paused')).toBeTruthy();
    expect(within(second!).getByText(paused.title)).toBeTruthy();
  });

  it('shows the unread count on the bell, lists the alerts, and Mark all read asks the server and clears it', async () => {
    const read = alertOf({ id: '00000000-0000-4000-8000-000000000005', read: true, title: 'Strike — Acme' });
    const requests = stubAlerts({ items: [NEW, OLD, read], unread: 2 });
    const { user } = renderWithApp(<ViewAlerts username="analyst" />);

    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    const items = screen.getAllByRole('menuitem').filter((item) => item.getAttribute('href'));
    expect(items.map((item) => item.getAttribute('href'))).toEqual([NEW.url, OLD.url, read.url]);
    expect(items[0]!.textContent).toContain('Unread');
    expect(items[0]!.textContent).toContain('Management Change — Acme');
    expect(items[0]!.textContent).toContain('Acme moves');
    expect(items[0]!.textContent).toContain('just now');
    expect(items[1]!.textContent).toContain('5 min ago');
    expect(items[2]!.textContent).not.toContain('Unread');

    await user.click(screen.getByRole('menuitem', { name: 'Mark all read' }));

    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'POST', url: '/api/alerts/read', body: { all: true } }),
    );
    await screen.findByRole('button', { name: 'Alerts, 0 unread' });
    expect(notices()).toHaveLength(0);
  });

  it('opens an alert from the bell and marks it read', async () => {
    const requests = stubAlerts({ items: [NEW, OLD], unread: 2 });
    const { user, router } = renderWithApp(<ViewAlerts username="analyst" />);

    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    await user.click(screen.getByRole('menuitem', { name: /Layoffs — Acme/ }));

    expect(router.state.location.pathname + router.state.location.search).toBe(OLD.url);
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'POST', url: '/api/alerts/read', body: { ids: [OLD.id] } }),
    );
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
  });
});

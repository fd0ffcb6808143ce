import type { SignalOverview } from '@argus/contract';
import {
  defaultSignalCriteria,
  NO_REVIEWS,
  prepareSignals,
  previousRangeOf,
  summariseSignals,
  type SignalCriteria,
} from '@argus/filtering';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/state/query-client';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch';
import { liveSignalWatches } from '../lib/signals-worker-client';
import { useFolderSignalsStore } from './use-folder-signals-store';
import { countsOnServerMeanwhile, useSignalOverview } from './use-signal-overview';

// ADR 0132: over a period the browser does not hold, the Overview's figures are the server's; a live change of the
// folder asks for them again (the live refresh and the server filters share the app's query client), keeping the
// figures on screen meanwhile; a change of another folder does not.

const figuresOf = (total: number): SignalOverview => ({
  ...summariseSignals(prepareSignals([]), defaultSignalCriteria()),
  total,
});

/** A year before the last day: the Overview over it counts on the server (the browser holds about a month). */
const criteria: SignalCriteria = { ...defaultSignalCriteria(), dateBegin: '2025-01-01', dateEnd: '2025-12-31' };
const onTheServer = () => 'server-range' as const;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The server's answers in order: each overview read waits for the test to answer it. */
function serverFigures() {
  const answers: Array<(total: number) => void> = [];
  const requests = stubFetch(
    (request: SentRequest) =>
      new Promise<Response>((resolve) => {
        if (!request.url.startsWith('/api/events/overview/')) resolve(new Response(null, { status: 404 }));
        else answers.push((total) => resolve(jsonResponse(200, figuresOf(total))));
      }),
  );
  const overviewReads = () => requests.filter((request) => request.url.startsWith('/api/events/overview/'));
  return { overviewReads, answer: (index: number, total: number) => answers[index]!(total) };
}

const liveChange = (customer: string) =>
  liveSignalWatches.receive({ type: 'live-change', customer, version: 1, change: { upsert: [], remove: [] } });

beforeEach(() => {
  // The signals worker does not run in jsdom: the option lists it would count fail quietly here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  useFolderSignalsStore.setState(useFolderSignalsStore.getInitialState(), true);
});

describe('useSignalOverview over a period the browser does not hold', () => {
  it("asks the server's figures again on a live change of the folder, keeping them on screen until they arrive", async () => {
    const customer = 'live-overview-own';
    const server = serverFigures();
    const { result } = renderHook(() => useSignalOverview(customer, criteria, NO_REVIEWS, onTheServer), { wrapper });
    await waitFor(() => expect(server.overviewReads()).toHaveLength(1));
    expect(server.overviewReads()[0]!.url).toContain(`/api/events/overview/${customer}?`);
    server.answer(0, 7);
    await waitFor(() => expect(result.current.figures?.total).toBe(7));
    expect(result.current.updating).toBe(false);
    expect(result.current.place).toBe('server-range');

    liveChange(customer);
    await waitFor(() => expect(server.overviewReads()).toHaveLength(2));
    // The refresh shows no loader: the figures stay, and count as the present criteria's.
    expect(result.current.figures?.total).toBe(7);
    expect(result.current.updating).toBe(false);
    server.answer(1, 8);
    await waitFor(() => expect(result.current.figures?.total).toBe(8));
    expect(result.current.updating).toBe(false);
    expect(server.overviewReads()).toHaveLength(2);
  });

  it("leaves the figures of a folder alone when another folder's signals change", async () => {
    const customer = 'live-overview-shown';
    const server = serverFigures();
    const { result } = renderHook(() => useSignalOverview(customer, criteria, NO_REVIEWS, onTheServer), { wrapper });
    await waitFor(() => expect(server.overviewReads()).toHaveLength(1));
    server.answer(0, 3);
    await waitFor(() => expect(result.current.figures?.total).toBe(3));

    // The other folder's change comes first: had it refreshed this folder, a read would be on its way before the
    // folder's own change asks for one.
    liveChange('live-overview-other');
    liveChange(customer);
    await waitFor(() => expect(server.overviewReads()).toHaveLength(2));
    server.answer(1, 4);
    await waitFor(() => expect(result.current.figures?.total).toBe(4));
    expect(server.overviewReads()).toHaveLength(2);
    expect(server.overviewReads().every((read) => read.url.includes(`/overview/${customer}?`))).toBe(true);
  });

  it('names the first day it counts, that of the period before the shown one, for the live stream to cover', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    const { result } = renderHook(() => useSignalOverview('live-overview-days', criteria, NO_REVIEWS, onTheServer), {
      wrapper,
    });
    expect(result.current.firstDay).toBe(previousRangeOf(criteria).dateBegin);
    expect(result.current.firstDay < criteria.dateBegin).toBe(true);
  });
});

// ADR 0159: over a range the browser holds, the figures are the server's while the folder's history is on its way, and
// until the worker has counted the folder as loaded; then the worker's.
describe('useSignalOverview while the folder loads', () => {
  it("shows the server's figures of the range, not those of the latest page the browser holds so far", async () => {
    const customer = 'overview-history-on-its-way';
    const server = serverFigures();
    const inTheBrowser = () => 'browser' as const;
    const { result } = renderHook(
      () => useSignalOverview(customer, defaultSignalCriteria(), NO_REVIEWS, inTheBrowser),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(server.overviewReads()).toHaveLength(1));
    expect(result.current.figures).toBeNull();
    server.answer(0, 972);
    await waitFor(() => expect(result.current.figures?.total).toBe(972));
    expect(result.current.updating).toBe(false);
    expect(result.current.place).toBe('browser');
  });

  it('counts on the server until the worker has counted a version from the loaded history on', () => {
    // The history on its way: the server, whatever the worker answered.
    expect(countsOnServerMeanwhile(false, null, null)).toBe(true);
    expect(countsOnServerMeanwhile(false, 3, null)).toBe(true);
    // The history in at version 4: the worker's answer of the latest page (version 3) is not the range's.
    expect(countsOnServerMeanwhile(true, 3, 4)).toBe(true);
    // Its answer of the loaded folder, or of a later version: the worker's.
    expect(countsOnServerMeanwhile(true, 4, 4)).toBe(false);
    expect(countsOnServerMeanwhile(true, 9, 4)).toBe(false);
    // No answer yet of a loaded folder (another folder chosen, the screen opened later): the worker's, no server read.
    expect(countsOnServerMeanwhile(true, null, 4)).toBe(false);
    // A folder the page filters itself (no worker version): the worker's path, as before.
    expect(countsOnServerMeanwhile(true, 3, null)).toBe(false);
  });
});

import type { Signal } from '@argus/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentLoadRange, resetLoadRange, widenLoadRange } from '../../../shared/state/load-range';
import { useFolderSignals, useFolderSignalsStore } from './use-folder-signals-store';

const signalWith = (id: string, publishDate: string) => ({ id, publishDate }) as Signal;

describe('useFolderSignals: historyLoaded', () => {
  beforeEach(() => {
    useFolderSignalsStore.setState({ folders: {} });
    resetLoadRange();
  });

  it('holds once the history of the load range is in, and not while a wider range that a user chose is loading', async () => {
    const { mergeSignals } = useFolderSignalsStore.getState();
    const { result } = renderHook(() => useFolderSignals('poc'));
    act(() => mergeSignals('poc', { events: [signalWith('a', '2026-11-02')], total: 1 }));
    await expect.poll(() => result.current.events).toHaveLength(1);
    expect(result.current.historyLoaded).toBe(false);

    const month = currentLoadRange().start.toISOString();
    act(() => mergeSignals('poc', { events: [signalWith('b', '2026-11-01')], historyFrom: month }));
    await expect.poll(() => result.current.historyLoaded).toBe(true);

    // The user's default becomes the last 3 months: the month held is no longer the whole range.
    act(() => void widenLoadRange('last-3-months'));
    await expect.poll(() => result.current.historyLoaded).toBe(false);
    // The month's load finishing late changes nothing; the wider range's does.
    act(() => mergeSignals('poc', { events: [], historyFrom: month }));
    expect(result.current.historyLoaded).toBe(false);
    const threeMonths = currentLoadRange().start.toISOString();
    act(() => mergeSignals('poc', { events: [signalWith('c', '2026-09-01')], historyFrom: threeMonths }));
    await expect.poll(() => result.current.historyLoaded).toBe(true);
    expect(result.current.events).toHaveLength(3);
  });

  it('is lost by a reload that replaces the folder', async () => {
    const { mergeSignals } = useFolderSignalsStore.getState();
    mergeSignals('poc', {
      events: [signalWith('a', '2026-11-02')],
      historyFrom: currentLoadRange().start.toISOString(),
    });
    const { result } = renderHook(() => useFolderSignals('poc'));
    await expect.poll(() => result.current.historyLoaded).toBe(true);
    act(() => mergeSignals('poc', { events: [signalWith('b', '2026-11-03')], replace: true, historyFrom: null }));
    await expect.poll(() => result.current.historyLoaded).toBe(false);
  });
});

describe('useFolderSignals: arriving', () => {
  beforeEach(() => useFolderSignalsStore.setState({ folders: {} }));

  it('says so while a render shows a held folder empty, so that no count of it is taken for an answer', async () => {
    useFolderSignalsStore.getState().mergeSignals('poc', { events: [signalWith('a', '2026-11-02')], total: 1 });
    const seen: { events: number; arriving: boolean }[] = [];
    const { rerender } = renderHook(
      ({ customer }: { customer: string | null }) => {
        const { events, arriving } = useFolderSignals(customer);
        seen.push({ events: events.length, arriving });
      },
      { initialProps: { customer: null as string | null } },
    );
    seen.length = 0;
    // The folder's size was counted: the screen's filter asks for the folder it had not asked for yet.
    await act(async () => rerender({ customer: 'poc' }));
    expect(seen[0]).toEqual({ events: 0, arriving: true });
    expect(seen.at(-1)).toEqual({ events: 1, arriving: false });
    expect(seen.filter((render) => render.events === 0 && !render.arriving)).toEqual([]);
  });

  it('is not said of an empty folder once it is on screen', async () => {
    useFolderSignalsStore.getState().mergeSignals('poc', { events: [], total: 0 });
    const { result } = renderHook(() => useFolderSignals('poc'));
    await expect.poll(() => result.current.arriving).toBe(false);
    expect(result.current.events).toEqual([]);
  });
});

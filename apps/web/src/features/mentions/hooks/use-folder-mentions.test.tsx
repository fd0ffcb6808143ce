import type { Mention } from '@argus/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentLoadRange, resetLoadRange, widenLoadRange } from '../../../shared/state/load-range';
import { useFolderMentions, useFolderMentionsStore } from './use-folder-mentions-store';

const mentionWith = (uuid: string, publishDate: string) => ({ uuid, publishDate }) as unknown as Mention;

describe('useFolderMentions: historyLoaded', () => {
  beforeEach(() => {
    useFolderMentionsStore.setState({ folders: {} });
    resetLoadRange();
  });

  it('says the history is loaded only while it reaches back to the start of the load range', async () => {
    const { changeMentions } = useFolderMentionsStore.getState();
    const { result } = renderHook(() => useFolderMentions('poc'));
    const month = currentLoadRange().start.toISOString();
    act(() => changeMentions('poc', { upsert: [mentionWith('a', '2026-11-02')], historyFrom: month }));
    await expect.poll(() => result.current.historyLoaded).toBe(true);

    act(() => void widenLoadRange('last-year'));
    await expect.poll(() => result.current.historyLoaded).toBe(false);
    const year = currentLoadRange().start.toISOString();
    act(() => changeMentions('poc', { upsert: [mentionWith('b', '2026-03-01')], historyFrom: year }));
    await expect.poll(() => result.current.historyLoaded).toBe(true);
    expect(result.current.mentions).toHaveLength(2);

    // A reload that replaces the folder starts over; a change without a history mark keeps the mark it had.
    act(() => changeMentions('poc', { upsert: [mentionWith('c', '2026-11-03')], replace: true, historyFrom: null }));
    await expect.poll(() => result.current.historyLoaded).toBe(false);
    act(() => changeMentions('poc', { upsert: [mentionWith('d', '2026-11-04')] }));
    expect(result.current.historyLoaded).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyListTexts } from './empty-list-texts';

const state = {
  noun: 'signal',
  loadedCount: 120,
  historyLoaded: true,
  filtering: false,
  loadedRangeText: 'the last month',
};

describe('emptyListTexts', () => {
  it('says nothing matches only once the folder is loaded and the answer for the criteria is in', () => {
    expect(emptyListTexts(state)).toEqual({
      emptyText: 'No signal matches these filters. Widen the date range or reset the filters.',
    });
    expect(emptyListTexts({ ...state, loadedCount: 0 })).toEqual({
      emptyText: 'This folder has no signals of the last month.',
    });
  });

  it('shows a loading state while the filter answers, even for a loaded folder', () => {
    expect(emptyListTexts({ ...state, filtering: true }).loadingText).toBe('Filtering the signals…');
    expect(emptyListTexts({ ...state, historyLoaded: false, filtering: true }).loadingText).toBe(
      'Filtering the signals…',
    );
  });

  it('shows a loading state while the history loads, whether or not some items are in', () => {
    expect(emptyListTexts({ ...state, noun: 'mention', loadedCount: 0, historyLoaded: false }).loadingText).toBe(
      'Loading the mentions of this folder…',
    );
    expect(emptyListTexts({ ...state, historyLoaded: false }).loadingText).toBe(
      'No signal loaded so far matches these filters. Loading the rest of the folder…',
    );
  });

  it('asks the server in server mode, whatever the folder holds, and says nothing matches once it answers', () => {
    const server = { ...state, loadedCount: 0, historyLoaded: false, filtering: true };
    expect(emptyListTexts({ ...server, onServer: true })).toEqual({
      emptyText: 'No signal matches these filters. Widen the date range or reset the filters.',
      loadingText: 'Filtering the signals on the server…',
    });
    expect(emptyListTexts({ ...server, filtering: false, onServer: true })).toEqual({
      emptyText: 'No signal matches these filters. Widen the date range or reset the filters.',
    });
  });
});

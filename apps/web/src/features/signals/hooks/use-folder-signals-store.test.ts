import type { Signal } from '@argus/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFolderSignalsStore } from './use-folder-signals-store';

const signalWith = (id: string, publishDate: string) => ({ id, publishDate }) as Signal;

describe('removeSignals', () => {
  beforeEach(() => useFolderSignalsStore.setState({ folders: {} }));

  it('takes a hidden or deleted signal out of its folder, its duplicate mark and its count', () => {
    const { mergeSignals, removeSignals } = useFolderSignalsStore.getState();
    mergeSignals('poc', {
      events: [signalWith('a', '2026-11-02'), signalWith('b', '2026-11-01')],
      total: 2,
      duplicates: [
        { id: 'a', duplicateOfId: 'b', targetEntityName: 'Acme', eventType: 'Acquisition', publishDate: '2026-11-02' },
      ],
    });
    mergeSignals('northwind', { events: [signalWith('a', '2026-11-02')], total: 1 });
    removeSignals('poc', ['a']);
    const poc = useFolderSignalsStore.getState().folders.poc!;
    expect(poc.events.map((event) => event.id)).toEqual(['b']);
    expect(poc.duplicates).toEqual([]);
    expect(poc.total).toBe(1);
    expect(useFolderSignalsStore.getState().folders.northwind!.events).toHaveLength(1);
  });

  it('changes nothing for a signal the folder does not hold', () => {
    const { mergeSignals, removeSignals } = useFolderSignalsStore.getState();
    mergeSignals('poc', { events: [signalWith('a', '2026-11-02')], total: 1 });
    removeSignals('poc', ['zzz']);
    removeSignals('helios_energy', ['a']);
    const { folders } = useFolderSignalsStore.getState();
    expect(folders.poc!.events.map((event) => event.id)).toEqual(['a']);
    expect(folders.poc!.total).toBe(1);
    expect(folders.helios_energy?.events ?? []).toEqual([]);
  });
});

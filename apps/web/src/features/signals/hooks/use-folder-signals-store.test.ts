import type { Signal } from '@argus/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFolderSignalsStore } from './use-folder-signals-store';

const signalWith = (id: string, publishDate: string) => ({ id, publishDate }) as Signal;

describe('removeSignal', () => {
  beforeEach(() => useFolderSignalsStore.setState({ folders: {} }));

  it('takes a hidden or deleted signal out of its folder, its duplicate mark and its count', () => {
    const { mergeSignals, removeSignal } = useFolderSignalsStore.getState();
    mergeSignals('poc', {
      events: [signalWith('a', '2026-11-02'), signalWith('b', '2026-11-01')],
      total: 2,
      duplicates: [
        { id: 'a', duplicateOfId: 'b', targetEntityName: 'Acme', eventType: 'Acquisition', publishDate: '2026-11-02' },
      ],
    });
    mergeSignals('northwind', { events: [signalWith('a', '2026-11-02')], total: 1 });
    removeSignal('poc', 'a');
    const poc = useFolderSignalsStore.getState().folders.poc!;
    expect(poc.events.map((event) => event.id)).toEqual(['b']);
    expect(poc.duplicates).toEqual([]);
    expect(poc.total).toBe(1);
    expect(useFolderSignalsStore.getState().folders.northwind!.events).toHaveLength(1);
  });

  it('changes nothing for a signal the folder does not hold', () => {
    const { mergeSignals, removeSignal } = useFolderSignalsStore.getState();
    mergeSignals('poc', { events: [signalWith('a', '2026-11-02')], total: 1 });
    const before = useFolderSignalsStore.getState().folders;
    removeSignal('poc', 'zzz');
    removeSignal('helios_energy', 'a');
    expect(useFolderSignalsStore.getState().folders).toBe(before);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFolderChange, applyFolderChangePlan, folderChangePlan, type FolderChange } from './folder-change';
import { createFolderReplicas } from './folder-replicas';

const item = (id: string, publishDate: string, title = id) => ({ id, publishDate, title });
const idOf = (entry: { id: string }) => entry.id;

describe('applyFolderChange', () => {
  const current = [item('b', '2026-01-02'), item('a', '2026-01-01')];

  it('merges written items by id, newest first, the incoming copy winning', () => {
    expect(
      applyFolderChange(current, { upsert: [item('a', '2026-01-01', 'edited'), item('c', '2026-01-03')] }, idOf),
    ).toEqual([item('c', '2026-01-03'), item('b', '2026-01-02'), item('a', '2026-01-01', 'edited')]);
  });

  it('removes ids, and replaces the whole list on a reload', () => {
    expect(applyFolderChange(current, { upsert: [], remove: ['b', 'unknown'] }, idOf)).toEqual([
      item('a', '2026-01-01'),
    ]);
    expect(applyFolderChange(current, { upsert: [item('z', '2025-12-31')], replace: true }, idOf)).toEqual([
      item('z', '2025-12-31'),
    ]);
  });

  it('never hands back the list it was given, so that a changed list is always a new array', () => {
    expect(applyFolderChange(current, { upsert: [] }, idOf)).not.toBe(current);
  });
});

describe('folder replicas', () => {
  it('count the changes per folder and start again after forgetting one', () => {
    const replicas = createFolderReplicas<ReturnType<typeof item>>(idOf);
    expect(replicas.get('acme')).toEqual({ items: [], version: 0 });
    replicas.apply('acme', { upsert: [item('a', '2026-01-01')] });
    expect(replicas.apply('acme', { upsert: [], remove: ['a'] })).toEqual({ items: [], version: 2 });
    expect(replicas.get('beta').version).toBe(0);
    replicas.forget('acme');
    expect(replicas.apply('acme', { upsert: [item('b', '2026-01-01')] }).version).toBe(1);
  });
});

describe('the plan of a change', () => {
  const id = fc.stringMatching(/^[A-Za-z0-9]{1,2}$/);
  const entry = fc
    .tuple(id, fc.integer({ min: 1, max: 9 }), fc.string({ maxLength: 2 }))
    .map(([key, day, title]) => item(key, `2026-01-0${day}`, title));
  const change: fc.Arbitrary<FolderChange<ReturnType<typeof item>>> = fc.record({
    upsert: fc.array(entry, { maxLength: 12 }),
    remove: fc.array(id, { maxLength: 3 }),
    replace: fc.boolean(),
  });

  it("rebuilds on the page, from the page's own items, the list the worker's copy has after any changes", () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 5 }), (changes) => {
        const replicas = createFolderReplicas<ReturnType<typeof item>>(idOf);
        let page: ReturnType<typeof item>[] = [];
        for (const folderChange of changes) {
          // The worker gets its copy by message, and the page gets the worker's items by message again.
          const received = structuredClone(folderChange);
          const before = replicas.get('acme').items;
          const after = replicas.apply('acme', received).items;
          const plan = folderChangePlan(before, received.upsert, after);
          const upsert = structuredClone(received.upsert);
          const planned = applyFolderChangePlan(page, upsert, plan);
          page = applyFolderChange(page, { ...folderChange, upsert }, idOf);
          planned.forEach((entry, index) => expect(entry).toBe(page[index]));
          expect(planned).toHaveLength(page.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});

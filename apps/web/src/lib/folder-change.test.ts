import { describe, expect, it } from 'vitest';
import { applyFolderChange } from './folder-change';
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

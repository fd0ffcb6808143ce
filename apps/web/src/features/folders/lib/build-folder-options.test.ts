import type { FolderSettings } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { buildFolderOptions, chooseDefaultFolder } from './build-folder-options';

function folder(customerName: string, folderLabel: string, monitoring = true): FolderSettings {
  return {
    customerName,
    folderLabel,
    folderDbTable: `table_${customerName}`,
    features: { monitoring, discovery: true, trend: false },
    info: { discoveries: [] },
  };
}

const tables = [folder('zeta', 'Zeta Corp'), folder('poc', 'Proof of Concept'), folder('acme', 'nan')];

describe('buildFolderOptions', () => {
  it('uses the customer name as value and the resolved label, sorted by label', () => {
    expect(buildFolderOptions(tables)).toEqual([
      { value: 'acme', label: 'Acme' },
      { value: 'poc', label: 'Proof of Concept' },
      { value: 'zeta', label: 'Zeta Corp' },
    ]);
  });

  it('lists a customer once even when it has several tables', () => {
    expect(buildFolderOptions([folder('poc', 'A'), folder('poc', 'B')])).toHaveLength(1);
  });
});

describe('chooseDefaultFolder', () => {
  it('keeps a selection that is still available', () => {
    expect(chooseDefaultFolder(tables, 'zeta', 3)).toBe('zeta');
  });

  it('starts staff on the proof-of-concept customer', () => {
    expect(chooseDefaultFolder(tables, null, 2)).toBe('poc');
  });

  it('starts everyone else on the first folder by label', () => {
    expect(chooseDefaultFolder(tables, 'gone', 1)).toBe('acme');
    expect(chooseDefaultFolder([], null, 1)).toBeNull();
  });

  it('prefers a folder with monitoring, since / opens the signal stream', () => {
    const mixed = [folder('alpha', 'Alpha', false), folder('beta', 'Beta')];
    expect(chooseDefaultFolder(mixed, null, 1)).toBe('beta');
    expect(chooseDefaultFolder([folder('alpha', 'Alpha', false)], null, 1)).toBe('alpha');
  });
});

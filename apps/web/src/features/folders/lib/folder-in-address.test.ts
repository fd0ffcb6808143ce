import type { FolderSettings } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { folderNamedInAddress } from './folder-in-address';

const tables = [{ customerName: 'northwind' }, { customerName: 'helios energy' }] as FolderSettings[];

describe('folderNamedInAddress', () => {
  it('answers the folder a link names when it is one of the user’s', () => {
    expect(folderNamedInAddress('?folder=helios%20energy&signal=1', tables)).toBe('helios energy');
  });

  it('answers null for a folder the user does not have, or no folder at all', () => {
    expect(folderNamedInAddress('?folder=acme', tables)).toBeNull();
    expect(folderNamedInAddress('', tables)).toBeNull();
  });
});

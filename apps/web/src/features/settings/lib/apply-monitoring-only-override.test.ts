import { DEFAULT_USER_PREFERENCES, type FolderSettings, type UserSettings } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { applyMonitoringOnlyOverride } from './apply-monitoring-only-override';

const folder = (folderDbTable: string, discovery: boolean): FolderSettings => ({
  folderDbTable,
  folderLabel: folderDbTable,
  customerName: folderDbTable,
  features: { monitoring: true, discovery, trend: false },
  info: { discoveries: [] },
});
const settings: UserSettings = {
  flags: { newArchitecture: true, knowledgeGraph: false },
  tables: [folder('legacy', true), folder('other', true)],
  permissions: [],
  preferences: DEFAULT_USER_PREFERENCES,
};

describe('applyMonitoringOnlyOverride', () => {
  it('turns discovery off for the configured tables only', () => {
    const result = applyMonitoringOnlyOverride(settings, ['legacy']);
    expect(result.tables.map((table) => [table.folderDbTable, table.features.discovery])).toEqual([
      ['legacy', false],
      ['other', true],
    ]);
    expect(result.tables[0]!.features.monitoring).toBe(true);
    expect(settings.tables[0]!.features.discovery).toBe(true);
  });

  it('changes nothing without configured tables', () => {
    expect(applyMonitoringOnlyOverride(settings, [])).toBe(settings);
  });
});

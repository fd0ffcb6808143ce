import type { UserSettings } from '@argus/contract';

/**
 * Spec section 6: one customer table is shown as monitoring only, without discovery, whatever its features say.
 * Which tables is configuration (MONITORING_ONLY_FOLDER_TABLES on the server), not a name in the code.
 */
export function applyMonitoringOnlyOverride(settings: UserSettings, folderTables: readonly string[]): UserSettings {
  if (folderTables.length === 0) return settings;
  const overridden = new Set(folderTables);
  return {
    ...settings,
    tables: settings.tables.map((table) =>
      overridden.has(table.folderDbTable)
        ? { ...table, features: { ...table.features, monitoring: true, discovery: false } }
        : table,
    ),
  };
}

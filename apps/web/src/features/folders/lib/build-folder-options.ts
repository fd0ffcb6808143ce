import { DEFAULT_CUSTOMER_NAME, isModerator, resolveCustomerLabel, type FolderSettings } from '@argus/contract';

export type FolderOption = { value: string; label: string };

/** Select options from the user's folders: value is the customer name, label the folder label. */
export function buildFolderOptions(tables: readonly FolderSettings[]): FolderOption[] {
  const seen = new Set<string>();
  const options: FolderOption[] = [];
  for (const table of tables) {
    if (seen.has(table.customerName)) continue;
    seen.add(table.customerName);
    options.push({ value: table.customerName, label: resolveCustomerLabel(table.customerName, table.folderLabel) });
  }
  return options.sort((left, right) => left.label.localeCompare(right.label));
}

/**
 * Keeps a still-available selection; otherwise staff start on the proof-of-concept customer
 * (spec section 4, step 4) and everyone else on their first folder with monitoring, because / opens the
 * signal stream; a user without any monitoring folder starts on their first folder.
 */
export function chooseDefaultFolder(
  tables: readonly FolderSettings[],
  current: string | null,
  privilege: number,
): string | null {
  if (current && tables.some((table) => table.customerName === current)) return current;
  if (isModerator(privilege) && tables.some((table) => table.customerName === DEFAULT_CUSTOMER_NAME)) {
    return DEFAULT_CUSTOMER_NAME;
  }
  const options = buildFolderOptions(tables);
  const withMonitoring = new Set(
    tables.filter((table) => table.features.monitoring).map((table) => table.customerName),
  );
  return (options.find((option) => withMonitoring.has(option.value)) ?? options[0])?.value ?? null;
}

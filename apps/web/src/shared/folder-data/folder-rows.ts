/**
 * The folder's position of each prepared row, when the filter package's order differs from the folder's (null: they
 * are the same). The folder store keeps its items newest first as the package sorts them; should the two orders ever
 * differ (ids that compare differently by locale and by code unit), a worker translates its rows back with this, so
 * that a row number it answers names the same item on the page (ADR 0047).
 */
export function folderPositions<T>(prepared: readonly T[], folder: readonly T[]): Uint32Array | null {
  if (prepared.every((item, row) => item === folder[row])) return null;
  const indexOf = new Map(folder.map((item, index) => [item, index]));
  return Uint32Array.from(prepared, (item) => indexOf.get(item)!);
}

/** Rows of the prepared list as positions in the folder. */
export function toFolderRows(rows: Uint32Array, positions: Uint32Array | null): Uint32Array {
  return positions ? rows.map((row) => positions[row]!) : rows;
}

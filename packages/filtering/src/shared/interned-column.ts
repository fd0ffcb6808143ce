/**
 * A categorical column: each distinct string gets a small code, so a filter compares numbers, and a selection
 * becomes a lookup table indexed by code (1 = selected).
 */
export type InternedColumn = { codes: Uint32Array; values: string[]; codeOf: Map<string, number> };

export function internColumn(length: number, valueAt: (row: number) => string): InternedColumn {
  const codes = new Uint32Array(length);
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  for (let row = 0; row < length; row++) {
    const value = valueAt(row);
    let code = codeOf.get(value);
    if (code === undefined) {
      code = values.length;
      values.push(value);
      codeOf.set(value, code);
    }
    codes[row] = code;
  }
  return { codes, values, codeOf };
}

/** The selection as a table over the column's codes, or null when nothing is selected (no filter). */
export function selectionMask(column: InternedColumn, selected: readonly string[]): Uint8Array | null {
  if (selected.length === 0) return null;
  const mask = new Uint8Array(column.values.length);
  for (const value of selected) {
    const code = column.codeOf.get(value);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}

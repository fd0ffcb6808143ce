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

/**
 * A column of lists of strings (a mention's companies), interned like `InternedColumn`: row `r`'s codes are
 * `codes[starts[r]]` up to `codes[starts[r + 1]]` (exclusive), so a folder's lists are two typed arrays.
 */
export type InternedListColumn = {
  starts: Uint32Array;
  codes: Uint32Array;
  values: string[];
  codeOf: Map<string, number>;
};

export function internListColumn(length: number, listAt: (row: number) => readonly string[]): InternedListColumn {
  const starts = new Uint32Array(length + 1);
  const codes: number[] = [];
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  for (let row = 0; row < length; row++) {
    starts[row] = codes.length;
    for (const value of listAt(row)) {
      let code = codeOf.get(value);
      if (code === undefined) {
        code = values.length;
        values.push(value);
        codeOf.set(value, code);
      }
      codes.push(code);
    }
  }
  starts[length] = codes.length;
  return { starts, codes: Uint32Array.from(codes), values, codeOf };
}

/** Whether one of the row's values is selected in `mask` (a `selectionMask` of the column). */
export function listHasSelected(column: InternedListColumn, mask: Uint8Array, row: number): boolean {
  const { starts, codes } = column;
  for (let index = starts[row]!, end = starts[row + 1]!; index < end; index++)
    if (mask[codes[index]!] === 1) return true;
  return false;
}

/** The selection as a table over the column's codes, or null when nothing is selected (no filter). */
export function selectionMask(
  column: Pick<InternedColumn, 'values' | 'codeOf'>,
  selected: readonly string[],
): Uint8Array | null {
  if (selected.length === 0) return null;
  const mask = new Uint8Array(column.values.length);
  for (const value of selected) {
    const code = column.codeOf.get(value);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}

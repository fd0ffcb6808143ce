import { describe, expect, it } from 'vitest';
import { toCsvCell } from '@argus/contract';
import { toCsv } from './csv';

describe('CSV', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(toCsvCell('-5%')).toBe("'-5%");
    expect(toCsvCell('@home')).toBe("'@home");
    expect(toCsvCell('plain')).toBe('plain');
    expect(toCsvCell(null)).toBe('');
  });

  it('writes a header line, then one CRLF-ended line per row', () => {
    const columns = [
      { header: 'Name', value: (row: { name: string; note: string | null }) => row.name },
      { header: 'Note', value: (row: { name: string; note: string | null }) => row.note },
    ];
    expect(toCsv(columns, [{ name: 'Acme, Inc.', note: null }])).toBe('Name,Note\r\n"Acme, Inc.",\r\n');
    expect(toCsv(columns, [])).toBe('Name,Note\r\n');
  });
});

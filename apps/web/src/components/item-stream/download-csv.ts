/**
 * Saves a CSV file built in the page (no server round trip for what is already here), named
 * `argus-<name>-<today>.csv`.
 */
export function downloadCsv(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `argus-${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

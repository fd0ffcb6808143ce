/** Saves a file the page holds (built here, or fetched as a blob) under `filename`, as a download link would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

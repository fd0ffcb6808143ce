import type { ImportProgress } from './import-signals';

const number = (value: number) => value.toLocaleString('en');

function duration(exactSeconds: number): string {
  const seconds = Math.max(1, Math.round(exactSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * One line of an import's progress: lines read, signals loaded and lines refused, the rate of this run, and the time
 * left from the share of the file's bytes read so far at this run's pace ("120,000 lines, 118,950 imported, 1,050
 * rejected; 5,210 signals/s; 23 % of the file, about 1 min 40 s left"), or, once the file is read, that its signals
 * are being attached.
 */
export function progressText(progress: ImportProgress): string {
  const elapsedSeconds = progress.secondsReading;
  const rate = elapsedSeconds > 0 ? progress.imported / elapsedSeconds : 0;
  const parts = [
    `${number(progress.lines)} lines, ${number(progress.imported)} imported, ${number(progress.rejected)} rejected`,
    `${number(Math.round(rate))} signals/s`,
  ];
  if (progress.attaching) {
    parts.push(`the file read; linking, indexing and attaching ${number(progress.imported)} signals`);
  } else if (progress.totalBytes) {
    const share = progress.finished ? 1 : Math.min(1, progress.bytesRead / progress.totalBytes);
    const readThisRun = progress.bytesRead - progress.bytesSkipped;
    const left =
      readThisRun > 0 ? ((progress.totalBytes - progress.bytesRead) / readThisRun) * elapsedSeconds : undefined;
    parts.push(
      `${Math.floor(share * 100)} % of the file${left === undefined || share === 1 ? '' : `, about ${duration(left)} left`}`,
    );
  }
  return parts.join('; ');
}

/**
 * An `onProgress` for the CLI: writes a progress line at most every `everyMs` (and always the attaching one and the
 * last), so that a long import says how it goes without flooding the terminal.
 */
export function progressReporter(write: (line: string) => void, everyMs = 2_000, now = () => performance.now()) {
  let lastWritten = -Infinity;
  return (progress: ImportProgress) => {
    const at = now();
    if (at - lastWritten < everyMs && !progress.finished && !progress.attaching) return;
    lastWritten = at;
    write(progressText(progress));
  };
}

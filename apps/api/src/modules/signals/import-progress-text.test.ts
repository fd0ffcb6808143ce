import { describe, expect, it } from 'vitest';
import { progressReporter, progressText } from './import-progress-text';
import type { ImportProgress } from './import-signals';

const midway: ImportProgress = {
  lines: 120_000,
  imported: 118_950,
  rejected: 1_050,
  bytesRead: 60_000_000,
  bytesSkipped: 20_000_000,
  totalBytes: 200_000_000,
  finished: false,
  secondsReading: 20,
};

describe('import progress', () => {
  it("says the counts, this run's rate and the time left at this run's pace", () => {
    // 40 MB read in 20 s by this run: 140 MB left take 70 s.
    expect(progressText(midway)).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 5,948 signals/s; 30 % of the file, about 1 min 10 s left',
    );
    expect(progressText({ ...midway, bytesRead: 200_000_000, finished: true, secondsReading: 60 })).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 1,983 signals/s; 100 % of the file',
    );
    expect(progressText({ ...midway, bytesRead: 200_000_000, attaching: true, secondsReading: 40 })).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 2,974 signals/s; the file read; linking, indexing and attaching 118,950 signals',
    );
    expect(progressText({ ...midway, totalBytes: undefined })).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 5,948 signals/s',
    );
  });

  it('rounds the time left before it splits it into minutes and seconds', () => {
    // 119.6 s left: "2 min 0 s", not "1 min 60 s".
    expect(progressText({ ...midway, bytesRead: 100_000_000, bytesSkipped: 0, secondsReading: 119.6 })).toMatch(
      /about 2 min 0 s left$/,
    );
  });

  it('writes a line at most every interval, and always the attaching one and the last', () => {
    let now = 0;
    const written: string[] = [];
    const report = progressReporter(
      (line) => written.push(line),
      2_000,
      () => now,
    );
    now = 500;
    report(midway);
    now = 1_500;
    report(midway);
    now = 2_600;
    report(midway);
    now = 2_650;
    report({ ...midway, attaching: true });
    now = 2_700;
    report({ ...midway, finished: true });
    expect(written).toHaveLength(4);
    expect(written[2]).toMatch(/attaching/);
  });
});

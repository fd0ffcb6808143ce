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
};

describe('import progress', () => {
  it("says the counts, this run's rate and the time left at this run's pace", () => {
    // 40 MB read in 20 s by this run: 140 MB left take 70 s.
    expect(progressText(midway, 20)).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 5,948 signals/s; 30 % of the file, about 1 min 10 s left',
    );
    expect(progressText({ ...midway, bytesRead: 200_000_000, finished: true }, 60)).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 1,983 signals/s; 100 % of the file',
    );
    expect(progressText({ ...midway, totalBytes: undefined }, 20)).toBe(
      '120,000 lines, 118,950 imported, 1,050 rejected; 5,948 signals/s',
    );
  });

  it('writes a line at most every interval, and always the last', () => {
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
    now = 2_700;
    report({ ...midway, finished: true });
    expect(written).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { cronWords, describeCron } from './cron-meaning';

const NEW_YEAR = new Date('2026-01-01T00:00:00.000Z');

describe('describeCron', () => {
  it('gives the words and next three runs in UTC, as the server reads the pattern', () => {
    const meaning = describeCron('0 6 * * 1', NEW_YEAR);
    expect(meaning).toEqual({
      valid: true,
      words: 'At 06:00, only on Monday',
      nextRuns: [
        new Date('2026-01-05T06:00:00.000Z'),
        new Date('2026-01-12T06:00:00.000Z'),
        new Date('2026-01-19T06:00:00.000Z'),
      ],
    });
  });

  it('reads nicknames like @daily', () => {
    const meaning = describeCron(' @daily ', NEW_YEAR);
    expect(meaning.valid && meaning.nextRuns[0]).toEqual(new Date('2026-01-02T00:00:00.000Z'));
    expect(meaning.valid && meaning.words).toBe('At 00:00');
  });

  it('refuses what the server refuses, with its reason', () => {
    expect(describeCron('61 * * * *', NEW_YEAR)).toEqual({
      valid: false,
      message: 'Not a valid schedule (Invalid value for minute: 61)',
    });
    expect(describeCron('0 0 31 2 *', NEW_YEAR)).toEqual({
      valid: false,
      message: 'Not a valid schedule (it never fires)',
    });
    expect(describeCron('  ', NEW_YEAR)).toEqual({ valid: false, message: 'Is required' });
    // Six fields would fire by the second: the server reads five only.
    expect(describeCron('0 0 6 * * *', NEW_YEAR).valid).toBe(false);
  });
});

describe('cronWords', () => {
  it('falls back to the pattern where it has no words for it', () => {
    expect(cronWords('not a cron')).toBe('not a cron');
  });
});

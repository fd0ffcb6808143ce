import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/** What a cron pattern means: its words and next runs, or why the server would refuse it. */
export type CronMeaning = { valid: true; words: string; nextRuns: Date[] } | { valid: false; message: string };

export const NEXT_RUNS_SHOWN = 3;

/**
 * Reads a pattern as the server does (`parseCron` in the API's e-mail schedules service: croner, five fields or a
 * nickname, UTC, and a pattern that never fires is refused), so that what the form shows is what will run.
 */
export function describeCron(pattern: string, now: Date = new Date()): CronMeaning {
  const trimmed = pattern.trim();
  if (!trimmed) return { valid: false, message: 'Is required' };
  let nextRuns: Date[];
  try {
    const cron = new Cron(trimmed, { paused: true, mode: '5-part', timezone: 'UTC' });
    nextRuns = cron.nextRuns(NEXT_RUNS_SHOWN, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern: /, '') : 'it is invalid';
    return { valid: false, message: `Not a valid schedule (${reason})` };
  }
  if (nextRuns.length === 0) return { valid: false, message: 'Not a valid schedule (it never fires)' };
  return { valid: true, words: cronWords(trimmed), nextRuns };
}

/** "At 06:00, only on Monday": the times are the pattern's own, which the server reads in UTC. */
export function cronWords(pattern: string): string {
  try {
    return cronstrue.toString(pattern, { use24HourTimeFormat: true, verbose: false });
  } catch {
    // croner reads a few forms cronstrue does not; the pattern itself is then the best description.
    return pattern;
  }
}

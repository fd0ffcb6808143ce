import { describe, expect, it } from 'vitest';
import { createDemoWorld } from './seed-demo-world';

// The browser journeys run against the small demo world, made for the day they run (ADR 0163). Some read facts of the
// demo folders without building them; those whose margin is thin are checked here for each weekday, as the world
// differs only by the weekday it is made on (the weekend thins the days) and the month behind it (28 days here, the
// shortest), seen on that day or, by a run that goes past midnight, on the next. A change of the seed that takes one
// away fails here, not in CI on some day of the week.

const DAY_MS = 86_400_000;
/** Seven days from a Monday: every weekday's world. */
const SEED_DAYS = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2027, 1, 1) + index * DAY_MS));

type World = ReturnType<typeof createDemoWorld>;
type Signal = World['signals'][number];
type Mention = World['mentions'][number];

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The days a journey's filters or the start-up cover, seen from the day the world was made for. */
function windowsOf(today: Date) {
  const daysBack = (days: number) => isoDay(new Date(today.getTime() - days * DAY_MS));
  const between = (from: string, to: string) => (item: Signal | Mention) => {
    const day = isoDay(item.publishDate);
    return day >= from && day <= to;
  };
  return {
    /** The start-up's month, at its shortest. */
    month: between(daysBack(28), isoDay(today)),
    /** The days the signal and mention stream journeys filter by (FROM and TO of their specs). */
    filtered: between(daysBack(20), daysBack(2)),
    /** signal-moderation.spec.ts reads 25 days of the folder it hides in, 26 of the others. */
    days: (count: number) => between(daysBack(count), isoDay(today)),
  };
}

const visible = (signal: Signal) => !signal.hidden && !signal.deleted;

/** Each fact: what a journey reads, as the number of items that make it true, and the least it needs. */
const FACTS: { journey: string; fact: string; least: number; count: (world: World, today: Date) => number }[] = [
  {
    journey: 'startup.spec.ts',
    fact: 'Chinese mentions of northwind in the month',
    least: 1,
    count: ({ mentions }, today) =>
      mentions.filter((m) => m.customerName === 'northwind' && m.language === 'zh' && windowsOf(today).month(m)).length,
  },
  {
    journey: 'mention-stream.spec.ts',
    fact: 'German mentions of northwind in the month',
    least: 1,
    count: ({ mentions }, today) =>
      mentions.filter((m) => m.customerName === 'northwind' && m.language === 'de' && windowsOf(today).month(m)).length,
  },
  {
    journey: 'mention-stream.spec.ts',
    fact: 'translated mentions of northwind in the filtered days (a keyword only in a translation)',
    least: 1,
    count: ({ mentions }, today) =>
      mentions.filter(
        (m) => m.customerName === 'northwind' && m.translatedSentence !== null && windowsOf(today).filtered(m),
      ).length,
  },
  {
    journey: 'signal-triage.spec.ts',
    fact: 'visible signals of northwind in the month (more than a screen of compact rows)',
    least: 26,
    count: ({ signals }, today) =>
      signals.filter((s) => visible(s) && s.customerName === 'northwind' && windowsOf(today).month(s)).length,
  },
  {
    journey: 'signal-stream.spec.ts',
    fact: 'companies among the English signals of meridian_pharma in the month',
    least: 2,
    count: ({ signals }, today) =>
      new Set(
        signals
          .filter(
            (s) =>
              visible(s) && s.customerName === 'meridian_pharma' && s.language === 'en' && windowsOf(today).month(s),
          )
          .map((s) => s.targetEntityName),
      ).size,
  },
  {
    journey: 'signal-export.spec.ts',
    fact: 'German signals of northwind of High or more in the month',
    least: 1,
    count: ({ signals }, today) =>
      signals.filter(
        (s) =>
          visible(s) &&
          s.customerName === 'northwind' &&
          s.language === 'de' &&
          s.reliability >= 4 &&
          windowsOf(today).month(s),
      ).length,
  },
  {
    journey: 'signal-moderation.spec.ts',
    fact: 'signals of kestrel_automotive of its last 25 days that another folder holds in its last 26',
    least: 1,
    count: ({ signals }, today) => {
      const { days } = windowsOf(today);
      const key = (s: Signal) => [s.url, s.publishDate.toISOString(), s.eventType, s.dunsId].join('|');
      const elsewhere = new Set(
        signals.filter((s) => visible(s) && s.customerName !== 'kestrel_automotive' && days(26)(s)).map(key),
      );
      return signals.filter(
        (s) => visible(s) && s.customerName === 'kestrel_automotive' && days(25)(s) && elsewhere.has(key(s)),
      ).length;
    },
  },
];

describe('the small demo world on every weekday', () => {
  const worlds = SEED_DAYS.map((day) => ({ day, world: createDemoWorld(day, 'small', 'not-a-hash') }));

  it.each(FACTS)('$journey: $fact (at least $least)', ({ least, count }) => {
    // On the day the world was made for, and on the next: a run that goes past midnight (UTC).
    const counts = worlds.flatMap(({ day, world }) =>
      [day, new Date(day.getTime() + DAY_MS)].map((today) => ({
        day: `${isoDay(day)} seen ${isoDay(today)}`,
        count: count(world, today),
      })),
    );
    const fewest = Math.min(...counts.map((entry) => entry.count));
    expect(fewest, counts.map((entry) => `${entry.day}: ${entry.count}`).join(', ')).toBeGreaterThanOrEqual(least);
  });
});

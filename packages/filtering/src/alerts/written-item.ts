import type { Mention } from '@argus/contract';
import { searchText } from '../mentions/keywords';
import { fillSignatures, mayContain, SIGNATURE_WORDS, type Probe } from '../mentions/trigram-signatures';
import { dayOf } from '../shared/day';
import { reliabilityRank } from '../shared/reliability';

// What the alert predicates derive from the written item, computed once per item instead of once per view: the
// server matches one write against every alerting view of its folder, so the 10,000 calls of one write share one
// day, one reliability rank, one code per categorical value, one search text with its trigram signature and one
// answer per distinct keyword. Single-entry caches, keyed by the very inputs the derived value depends on (compared
// with ===, O(1) for the same string), so a different or mutated item recomputes and an answer can never be stale.
// The calls of one write may interleave with another's; that only costs recomputation.

let dayKey: string | undefined;
let dayText = '';
let dayValue = Number.NaN;

function readDay(publishDate: string) {
  dayText = dayOf(publishDate);
  dayValue = dayNumber(dayText);
  dayKey = publishDate;
}

/** `dayOf(publishDate)`, its first 10 characters. */
export function writtenDayText(publishDate: string): string {
  if (publishDate !== dayKey) readDay(publishDate);
  return dayText;
}

/** `dayNumber(dayOf(publishDate))`: YYYYMMDD, or NaN when the day is not written YYYY-MM-DD. */
export function writtenDayNumber(publishDate: string): number {
  if (publishDate !== dayKey) readDay(publishDate);
  return dayValue;
}

/**
 * A day written YYYY-MM-DD (ASCII digits) as the number YYYYMMDD, NaN for any other text. Two such days compare as
 * numbers exactly as they compare as text (same length, digits at the same places).
 */
export function dayNumber(day: string): number {
  if (day.length !== 10 || day.charCodeAt(4) !== 45 || day.charCodeAt(7) !== 45) return Number.NaN;
  let number = 0;
  for (let index = 0; index < 10; index++) {
    if (index === 4 || index === 7) continue;
    const digit = day.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    number = number * 10 + digit;
  }
  return number;
}

let rankKey: string | undefined;
let rankValue = 0;

/** `reliabilityRank(label)`, looked up once per written item. */
export function writtenReliabilityRank(label: string): number {
  if (label !== rankKey) {
    rankValue = reliabilityRank(label);
    rankKey = label;
  }
  return rankValue;
}

/** A known list of values (media segments, languages, result labels), each with its position as code. */
export type Domain = { codes: ReadonlyMap<string, number>; lastValue: string | undefined; lastCode: number };

export function domainOf(values: readonly string[]): Domain {
  if (values.length > 31) throw new Error('a domain is a bit mask of at most 31 values');
  return { codes: new Map(values.map((value, code) => [value, code])), lastValue: undefined, lastCode: -1 };
}

/** The value's code in the domain, -1 for a value outside it; looked up once per written item. */
export function writtenCode(domain: Domain, value: string): number {
  if (value !== domain.lastValue) {
    domain.lastCode = domain.codes.get(value) ?? -1;
    domain.lastValue = value;
  }
  return domain.lastCode;
}

let textKnown = false;
let textTitle = '';
let textSentence = '';
let textTranslated: string | null = null;
let textAuthors: string | null = null;
const texts = [''];
/** The trigram signature of `texts[0]`, as `prepareMentions`' keyword index holds one per row. */
const signature = new Uint32Array(SIGNATURE_WORDS);
/** Normalised keyword → whether the text contains it, for keywords its signature does not rule out; cleared with it. */
const answers = new Map<string, boolean>();

/**
 * Whether the mention's search text (`searchText`: the four fields lower-cased, NUL between them) contains one of the
 * keywords, which must be normalised (`normalizeKeywords`), `probes` being their `probeOf`: what `filterMentions`
 * answers (keyword-matcher.ts), the same way: the trigram signature rules out a keyword the text cannot contain with a
 * few bit tests (never wrongly), `includes` decides the rest.
 */
export function containsAnyKeyword(mention: Mention, keywords: readonly string[], probes: readonly Probe[]): boolean {
  if (
    !textKnown ||
    mention.title !== textTitle ||
    mention.sentence !== textSentence ||
    mention.translatedSentence !== textTranslated ||
    mention.authors !== textAuthors
  ) {
    texts[0] = searchText(mention);
    signature.fill(0);
    fillSignatures(texts, signature, 0, 1);
    textTitle = mention.title;
    textSentence = mention.sentence;
    textTranslated = mention.translatedSentence;
    textAuthors = mention.authors;
    textKnown = true;
    answers.clear();
  }
  for (let index = 0; index < keywords.length; index++) {
    if (!mayContain(signature, 0, probes[index]!)) continue;
    const keyword = keywords[index]!;
    let found = answers.get(keyword);
    if (found === undefined) {
      found = texts[0]!.includes(keyword);
      answers.set(keyword, found);
    }
    if (found) return true;
  }
  return false;
}

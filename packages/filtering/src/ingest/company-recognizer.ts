import { AhoCorasick } from '@monyone/aho-corasick';

export type RecognizableEntity = { name: string; aliases: readonly string[]; customers: readonly string[] };

export type CompanyRecognizer = {
  /**
   * The entities named in the title or the sentence that the customer monitors: entity names (not the alias
   * found), each once, in the order of their first appearance (the title before the sentence).
   */
  recognize(text: { title: string; sentence: string }, customerName: string): string[];
  /**
   * Every entity named in the title or the sentence, in the same order, with the customers that monitor it: one scan
   * of the text for an item that goes to several folders (`recognize` is this, narrowed to one customer).
   */
  entitiesIn(text: { title: string; sentence: string }): NamedEntity[];
};

export type NamedEntity = { name: string; customers: ReadonlySet<string> };

/** Names shorter than this (in characters, not UTF-16 units) are ignored: a single letter is no company. */
const MIN_NAME_CHARACTERS = 2;

type Found = { start: number; end: number; entities: readonly number[] };

/**
 * Company recognition for arriving items: every name and alias in one Aho-Corasick automaton over lower-cased
 * text, a hit kept when it stands at word edges (Unicode-aware; CJK text has none, see `isWordEdge`), and where
 * kept hits overlap the leftmost, then the longest wins ("Acme Holdings" over "Acme"), whoever monitors them:
 * which company a text names does not depend on the reader. Then only the customer's entities are answered
 * (ADR 0123).
 */
export function buildCompanyRecognizer(entities: readonly RecognizableEntity[]): CompanyRecognizer {
  const names = entities.map((entity) => entity.name);
  const customers = entities.map((entity) => new Set(entity.customers));
  const entitiesOfPattern = new Map<string, number[]>();
  entities.forEach((entity, index) => {
    for (const pattern of new Set([entity.name, ...entity.aliases].map(patternOf))) {
      if ([...pattern].length < MIN_NAME_CHARACTERS) continue;
      const holders = entitiesOfPattern.get(pattern);
      if (holders) holders.push(index);
      else entitiesOfPattern.set(pattern, [index]);
    }
  });
  const automaton = new AhoCorasick([...entitiesOfPattern.keys()]);

  const entitiesIn: CompanyRecognizer['entitiesIn'] = ({ title, sentence }) => {
    if (entitiesOfPattern.size === 0) return [];
    const text = `${title}\u0000${sentence}`.toLowerCase();
    const found: Found[] = [];
    for (const { begin, end, keyword } of automaton.matchInText(text)) {
      if (standsAlone(text, begin, end)) found.push({ start: begin, end, entities: entitiesOfPattern.get(keyword)! });
    }
    const named = new Map<number, NamedEntity>();
    for (const { entities: indices } of leftmostLongest(found)) {
      for (const index of indices) {
        if (!named.has(index)) named.set(index, { name: names[index]!, customers: customers[index]! });
      }
    }
    return [...named.values()];
  };

  return {
    entitiesIn,
    recognize(text, customerName) {
      const recognized = new Set<string>();
      for (const entity of entitiesIn(text)) if (entity.customers.has(customerName)) recognized.add(entity.name);
      return [...recognized];
    },
  };
}

/** A name as matched: trimmed, lower-cased like the text, without NUL (the field separator). */
function patternOf(name: string) {
  return name.replaceAll('\u0000', '').trim().toLowerCase();
}

/** Non-overlapping hits: the earliest start first, the longest of those starting there. */
function leftmostLongest(found: Found[]): Found[] {
  found.sort((left, right) => left.start - right.start || right.end - left.end);
  const kept: Found[] = [];
  let reached = 0;
  for (const hit of found) {
    if (hit.start < reached) continue;
    kept.push(hit);
    reached = hit.end;
  }
  return kept;
}

// The word-edge rule (ADR 0123): a found name must not split a word. An edge of a match splits a word when the
// characters on both sides of it are word characters (letters, marks, digits, connector punctuation) of scripts
// written with spaces. Chinese, Japanese and Korean run their words together, so an edge next to a Han, Hiragana,
// Katakana or Hangul character never splits a word: there a name matches anywhere.

const WORD = /[\p{L}\p{M}\p{N}\p{Pc}]/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function joinsWords(character: string) {
  return WORD.test(character) && !UNSPACED.test(character);
}

/** The whole character (code point) that ends just before `index`, or '' at the start. */
function characterBefore(text: string, index: number) {
  if (index <= 0) return '';
  const last = text.charCodeAt(index - 1);
  const pair = index >= 2 && last >= 0xdc00 && last <= 0xdfff && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800;
  return String.fromCodePoint(text.codePointAt(pair ? index - 2 : index - 1)!);
}

/** The whole character (code point) that starts at `index`, or '' at the end. */
function characterAt(text: string, index: number) {
  return index >= text.length ? '' : String.fromCodePoint(text.codePointAt(index)!);
}

/** Whether the edge at `index`, between text[index - 1] and text[index], does not split a word. */
function isWordEdge(text: string, index: number) {
  const before = characterBefore(text, index);
  const after = characterAt(text, index);
  return !(before && after && joinsWords(before) && joinsWords(after));
}

function standsAlone(text: string, start: number, end: number) {
  return isWordEdge(text, start) && isWordEdge(text, end);
}

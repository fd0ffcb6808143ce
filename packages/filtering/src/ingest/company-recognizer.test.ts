import { describe, expect, it } from 'vitest';
import { buildCompanyRecognizer, type RecognizableEntity } from './company-recognizer';

const entity = (name: string, aliases: string[] = [], customers = ['A']): RecognizableEntity => ({
  name,
  aliases,
  customers,
});

const inTitle = (title: string) => ({ title, sentence: '' });

describe('buildCompanyRecognizer', () => {
  const recognizer = buildCompanyRecognizer([entity('Acme')]);

  it.each(["Acme's results", '(Acme)', 'ACME', 'acme.', 'Shares of Acme-Bank rose', '«Acme»', 'Acme公司'])(
    'finds a name at word edges, whatever its case: %s',
    (title) => expect(recognizer.recognize(inTitle(title), 'A')).toEqual(['Acme']),
  );

  it.each(['Acmeville', 'MegaAcme', 'Acme2', 'Acme_Corp', 'Acmé', 'Acme\u0301'])('not inside a word: %s', (title) =>
    expect(recognizer.recognize(inTitle(title), 'A')).toEqual([]),
  );

  it('reads letters of every script as word characters', () => {
    const recognizer = buildCompanyRecognizer([entity('Société Générale'), entity('Müller'), entity('Газпром')]);
    expect(recognizer.recognize(inTitle("SOCIÉTÉ GÉNÉRALE's bank"), 'A')).toEqual(['Société Générale']);
    expect(recognizer.recognize(inTitle('Müllerei und Газпромбанк'), 'A')).toEqual([]);
    expect(recognizer.recognize(inTitle('Газпром, Müller'), 'A')).toEqual(['Газпром', 'Müller']);
  });

  it('finds a Chinese, Japanese or Korean name anywhere in text without spaces', () => {
    const recognizer = buildCompanyRecognizer([entity('华为'), entity('トヨタ'), entity('삼성')]);
    expect(recognizer.recognize({ title: '华为公司发布新手机', sentence: 'トヨタ自動車は삼성전자와' }, 'A')).toEqual([
      '华为',
      'トヨタ',
      '삼성',
    ]);
  });

  it('answers entity names for aliases, each once, in order of first appearance, the title first', () => {
    const recognizer = buildCompanyRecognizer([
      entity('Beta Corporation', ['Beta Corp', 'BC']),
      entity('Acme Inc.', ['Acme']),
    ]);
    expect(recognizer.recognize({ title: 'Acme buys BC', sentence: 'Beta Corp and Acme Inc. agree' }, 'A')).toEqual([
      'Acme Inc.',
      'Beta Corporation',
    ]);
  });

  it('answers only the entities the customer monitors', () => {
    const recognizer = buildCompanyRecognizer([
      entity('Acme', [], ['A', 'B']),
      entity('Beta', [], ['B']),
      entity('Gamma', [], []),
    ]);
    const text = inTitle('Acme, Beta and Gamma');
    expect(recognizer.recognize(text, 'A')).toEqual(['Acme']);
    expect(recognizer.recognize(text, 'B')).toEqual(['Acme', 'Beta']);
    expect(recognizer.recognize(text, 'C')).toEqual([]);
    // One scan for every folder: each named entity with whoever monitors it, the unmonitored too.
    expect(recognizer.entitiesIn(text).map((named) => [named.name, [...named.customers]])).toEqual([
      ['Acme', ['A', 'B']],
      ['Beta', ['B']],
      ['Gamma', []],
    ]);
  });

  it('keeps the longest name where names overlap, whoever monitors it', () => {
    const recognizer = buildCompanyRecognizer([
      entity('Acme'),
      entity('Acme Holdings', [], ['A']),
      entity('Holdings Ltd', [], ['A']),
    ]);
    expect(recognizer.recognize(inTitle('Acme Holdings Ltd'), 'A')).toEqual(['Acme Holdings']);
    expect(recognizer.recognize(inTitle('Acme Holdingsville'), 'A')).toEqual(['Acme']);
    const monitorsOnlyAcme = buildCompanyRecognizer([entity('Acme', [], ['A']), entity('Acme Holdings', [], ['B'])]);
    expect(monitorsOnlyAcme.recognize(inTitle('Acme Holdings'), 'A')).toEqual([]);
  });

  it('answers every entity that holds a shared name or alias', () => {
    const recognizer = buildCompanyRecognizer([entity('ABC Bank', ['ABC']), entity('ABC Media', ['abc'])]);
    expect(recognizer.recognize(inTitle('abc says'), 'A')).toEqual(['ABC Bank', 'ABC Media']);
  });

  it('ignores names shorter than two characters and never matches across title and sentence', () => {
    const recognizer = buildCompanyRecognizer([entity('X'), entity('丰'), entity('😀'), entity('Acme Bank')]);
    expect(recognizer.recognize({ title: 'X 丰 😀 Acme', sentence: 'Bank' }, 'A')).toEqual([]);
    expect(buildCompanyRecognizer([]).recognize(inTitle('Acme'), 'A')).toEqual([]);
  });

  it('trims names and matches text whose lower case changes its length', () => {
    const recognizer = buildCompanyRecognizer([entity(' İnci Holding '), entity('Straße AG')]);
    expect(recognizer.recognize(inTitle('İNCİ HOLDING and İnci Holding; STRASSE AG, Straße AG'), 'A')).toEqual([
      ' İnci Holding ',
      'Straße AG',
    ]);
  });
});

// The speed of this case is the ingest-matching benchmark's; here, that 50,000 entities are all still found.
it('finds the names planted in items among 50,000 entities, for a folder that monitors them', () => {
  // Entities of two invented words (half with "Holdings"), half with their first word as an alias; each item is
  // one entity's name between two invented words, read for the first folder that monitors it.
  let seed = 11;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const syllables =
    'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(
      ' ',
    );
  const word = () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(syllables)).join('');
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const entities = Array.from({ length: 50_000 }, () => {
    const first = capital(word());
    const name = `${first} ${next() < 0.5 ? capital(word()) : 'Holdings'}`;
    return entity(name, next() < 0.5 ? [first] : [], [
      `folder-${Math.floor(next() * 1000)}`,
      `folder-${Math.floor(next() * 1000)}`,
    ]);
  });
  const recognizer = buildCompanyRecognizer(entities);
  for (let index = 0; index < 500; index++) {
    const planted = pick(entities);
    const customer = planted.customers[0]!;
    const found = recognizer.recognize({ title: `${word()} ${planted.name} ${word()}`, sentence: '' }, customer);
    expect(found).toContain(planted.name);
  }
}, 120_000);

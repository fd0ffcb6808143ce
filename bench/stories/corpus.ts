// Synthetic news for the stories benchmark (ADR 0134): originals about companies, their syndicated copies (words
// changed, sentences reordered, an agency's boilerplate added) from distinct outlets, and unrelated items about the
// same companies. Seeded, so every run groups the same texts.
import type { StoryText } from '../../apps/api/src/lib/stories/content-signature';
import type { Random } from '../filtering/random';

/** A text kept as words, so that copies can be edited word by word and sentence by sentence. */
export type Article = { title: string[]; sentences: string[][] };

const syllables =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(
    ' ',
  );
const suffixes = ['Holdings', 'Group', 'Systems', 'Energy', 'Motors', 'Bank', 'Pharma', 'Logistics'];
const prefixes = ['Reuters —', '(AP) —', 'BERLIN (dpa) -', 'Bloomberg:', 'LONDON, March 3 (Reuters) -'];
const postscripts = [
  'Read more at example.com',
  'Subscribe for more news.',
  'Copyright 2025 Newswire. All rights reserved.',
  'Reporting by staff; editing by the desk.',
];

export function createCorpus(random: Random, vocabularySize = 20_000, companyCount = 2_000) {
  const word = (length: number) => Array.from({ length }, () => random.pick(syllables)).join('');
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const vocabulary = Array.from({ length: vocabularySize }, () => word(1 + Math.floor(random.next() * 3)));
  const companies = Array.from({ length: companyCount }, () => `${capital(word(3))} ${random.pick(suffixes)}`);
  // Zipf-like: a few words ("the", "shares") in most texts, most words rare, as in news.
  const anyWord = () => vocabulary[random.skewed(vocabulary.length, 2.5)]!;
  const words = (count: number) => Array.from({ length: count }, anyWord);
  const withCompany = (text: string[], company: string) => {
    text.splice(Math.floor(random.next() * (text.length + 1)), 0, ...company.split(' '));
    return text;
  };

  /** ~40 words: an 8-word headline and two or three sentences, the company named in the headline and the first. */
  const original = (company: string): Article => {
    const parts = 2 + Math.floor(random.next() * 2);
    const sentences = Array.from({ length: parts }, (_, index) => {
      const sentence = words(Math.round(30 / parts) - (index === 0 ? 2 : 0));
      return index === 0 ? withCompany(sentence, company) : sentence;
    });
    return { title: withCompany(words(6), company), sentences };
  };

  /** A syndicated copy: `changed` words replaced, maybe reordered, maybe an agency's boilerplate before or after. */
  const copy = (article: Article, changed: number, reorder = 0.2): Article => {
    const title = [...article.title];
    const sentences = article.sentences.map((sentence) => [...sentence]);
    const all = [title, ...sentences];
    const total = all.reduce((sum, part) => sum + part.length, 0);
    for (let edit = 0; edit < changed; edit++) {
      let at = Math.floor(random.next() * total);
      const part = all.find((each) => (at < each.length ? true : ((at -= each.length), false)))!;
      part[at] = anyWord();
    }
    if (sentences.length > 1 && random.next() < reorder) sentences.push(sentences.shift()!);
    if (random.next() < 0.3) sentences[0]!.unshift(...random.pick(prefixes).split(' '));
    if (random.next() < 0.3) sentences.push(random.pick(postscripts).split(' '));
    return { title, sentences };
  };

  /** Another item on the same company: its name and the common words, nothing copied. */
  const unrelated = (company: string) => original(company);

  return { companies, original, copy, unrelated };
}

export function storyText(article: Article): StoryText {
  return {
    title: article.title.join(' '),
    sentence: article.sentences.map((sentence) => `${sentence.join(' ')}.`).join(' '),
    translatedSentence: null,
  };
}

/** `count` distinct outlets of `outlets`, about one in twenty unknown (null). */
export function distinctSources(random: Random, outlets: number, count: number): (string | null)[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(Math.floor(random.next() * outlets));
  return [...picked].map((outlet) => (random.next() < 0.05 ? null : `outlet-${outlet}`));
}

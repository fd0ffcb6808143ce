import type { Language, MediaSegment } from '@argus/contract';
import type { mentions } from '../schema';
import type { SeedEntity } from './companies';
import type { CustomerDefinition } from './customers';
import { addMinutes } from './dates';
import type { Keyword, SeedSearchTerm } from './discoveries';
import { createAuthorName } from './people';
import { nameCountry } from './places';
import { createWeightedPicker, type Random } from './random';
import { pickPublishMoment } from './signals';
import { buildArticleUrl, pickMediaSegment, pickReliability, pickSource, slugify } from './sources';

export type MentionRow = typeof mentions.$inferInsert & { uuid: string; publishDate: Date; customerName: string };

/**
 * Title and sentence templates per language. `{kw}` is the keyword verbatim (so keyword filtering finds the
 * mention), `{company}`, `{city}` and `{country}` come from a random entity. Each German and Chinese sentence has
 * its English translation, with `{kw}` there replaced by the keyword's English meaning.
 */
type SentenceTemplate = { text: string; english?: string };
// Neutral framing: a keyword may name a risk ("ransomware") or an opportunity ("subsidy").
const TITLES: Record<Language, readonly string[]> = {
  en: [
    '{company} in the spotlight over {kw}',
    'Why {kw} matters to investors in {country}',
    'Analysts weigh in on {kw} at {company}',
    '{company} responds to reports on {kw}',
    'New figures on {kw} in {country}',
    'What {kw} means for {company}',
  ],
  de: [
    '{company} im Fokus: {kw}',
    'Was {kw} für {company} bedeutet',
    'Analysten: {kw} wird für {company} zum Thema',
    '{kw} beschäftigt die Branche in {city}',
    '{company} äußert sich zu Berichten über {kw}',
  ],
  zh: [
    '{company}因{kw}问题受到关注',
    '分析师：{kw}将持续影响{company}',
    '{kw}对{company}意味着什么',
    '{company}回应有关{kw}的报道',
  ],
};
const SENTENCES: Record<Language, readonly SentenceTemplate[]> = {
  en: [
    { text: '{company} said on its earnings call that {kw} would shape its plans in {country} this year.' },
    {
      text: 'According to several analysts, {kw} will remain a defining topic for {company} for the rest of the year.',
    },
    { text: 'Local reports from {city} suggest that {kw} is already affecting suppliers of {company}.' },
    { text: 'In a statement, {company} said it was following {kw} closely and had set up a task force.' },
    { text: 'Trade associations in {country} expect {kw} to reach other sectors within weeks.' },
    { text: 'Users on social media discussed {company} after reports about {kw} surfaced this week.' },
  ],
  de: [
    {
      text: '{company} erklärte, {kw} sei inzwischen ein zentrales Thema für das Geschäft.',
      english: '{company} said that {kw} had become a central issue for its business.',
    },
    {
      text: 'Nach Einschätzung mehrerer Analysten bleibt das Thema {kw} für {company} bis zum Jahresende bestimmend.',
      english:
        'According to several analysts, the issue of {kw} will remain decisive for {company} until the end of the year.',
    },
    {
      text: 'Wie aus {city} berichtet wird, sind erste Zulieferer von {company} bereits vom Thema {kw} betroffen.',
      english:
        'Reports from {city} say that the first suppliers of {company} are already affected by the issue of {kw}.',
    },
    {
      text: 'In einer Stellungnahme teilte {company} mit, man beobachte das Thema {kw} genau und habe eine Arbeitsgruppe eingerichtet.',
      english:
        'In a statement, {company} said it was monitoring the issue of {kw} closely and had set up a working group.',
    },
    {
      text: 'Branchenverbände erwarten, dass das Thema {kw} binnen Wochen weitere Sektoren erreicht.',
      english: 'Industry associations expect the issue of {kw} to reach other sectors within weeks.',
    },
  ],
  zh: [
    {
      text: '{company}表示，{kw}已成为其业务面临的重要议题。',
      english: '{company} said that {kw} has become an important issue for its business.',
    },
    {
      text: '多位分析师认为，{kw}可能在今年余下时间持续影响{company}。',
      english: 'Several analysts believe {kw} may continue to affect {company} for the rest of the year.',
    },
    {
      text: '据{city}当地媒体报道，{company}的部分供应商已受到{kw}影响。',
      english: 'According to local media in {city}, some suppliers of {company} have already been affected by {kw}.',
    },
    {
      text: '{company}在声明中表示，正在密切关注{kw}问题，并已成立专门工作组。',
      english:
        'In a statement, {company} said it was closely monitoring the issue of {kw} and had set up a dedicated task force.',
    },
  ],
};

// Discovery casts a wider net than monitoring: more social media and blogs.
const MENTION_SEGMENT_WEIGHTS: Record<MediaSegment, number> = {
  news: 45,
  blog: 15,
  forum: 12,
  social: 20,
  regulatory: 3,
  'press release': 5,
};

export type MentionWorldInput = {
  random: Random;
  dayStart: Date;
  targetCount: number;
  customers: readonly CustomerDefinition[];
  searchTerms: readonly SeedSearchTerm[];
  entities: readonly SeedEntity[];
};

/** A year of media mentions for the discovery folders, each found by one search term's keyword. */
export function createMentions(input: MentionWorldInput): MentionRow[] {
  const { random, dayStart } = input;
  const customers = input.customers.filter(
    (customer) => customer.discovery && input.searchTerms.some((term) => term.discovery.customerName === customer.name),
  );
  const pickCustomer = createWeightedPicker(
    random,
    customers,
    customers.map((customer) => customer.mentionShare || 1),
  );
  const termsByCustomer = new Map(
    customers.map((customer) => [
      customer.name,
      input.searchTerms.filter((term) => term.discovery.customerName === customer.name),
    ]),
  );
  const businesses = input.entities.filter((entity) => entity.entityType !== 'NGO');
  const rows: MentionRow[] = [];
  while (rows.length < input.targetCount) {
    const customer = pickCustomer();
    const term = random.pick(termsByCustomer.get(customer.name) ?? []);
    const keyword = pickKeyword(random, term.definition.keywords);
    const language = keyword.language;
    const entity = random.pick(businesses);
    const values = {
      company: entity.shortName,
      city: entity.city.name,
      country: nameCountryInText(entity.country.code, language),
    };
    const title = fillTemplate(random.pick(TITLES[language]), { ...values, kw: keyword.text });
    const sentenceTemplate = random.pick(SENTENCES[language]);
    const sentence = fillTemplate(sentenceTemplate.text, { ...values, kw: keyword.text });
    const translatedSentence =
      language === 'en'
        ? null
        : fillTemplate(sentenceTemplate.english ?? sentenceTemplate.text, {
            ...values,
            country: nameCountryInText(entity.country.code, 'en'),
            kw: keyword.english,
          });
    const publishDate = pickPublishMoment(random, dayStart);
    const mediaSegment = pickMediaSegment(random, MENTION_SEGMENT_WEIGHTS);
    const source = pickSource(random, language, mediaSegment);
    const authorCount = mediaSegment === 'news' || mediaSegment === 'blog' ? random.pickWeighted([1, 2], [70, 30]) : 1;
    rows.push({
      uuid: random.uuid(),
      customerName: customer.name,
      discoveryId: term.discovery.id,
      searchTermId: term.row.id,
      publishDate,
      mediaSegment,
      reliability: pickReliability(random, mediaSegment),
      language,
      title,
      sentence,
      translatedSentence,
      authors: Array.from({ length: authorCount }, () => createAuthorName(random, language)).join(', '),
      url: buildArticleUrl(
        random,
        source,
        mediaSegment,
        publishDate,
        `${slugify(entity.shortName)}-${slugify(keyword.english)}`,
      ),
      source,
      createdAt: addMinutes(publishDate, random.integer(5, 180)),
    });
  }
  return rows;
}

// About 70 % English, 20 % German, 10 % Chinese, within the languages the term has keywords in.
function pickKeyword(random: Random, keywords: readonly Keyword[]): Keyword {
  const language = random.pickWeighted(['en', 'de', 'zh'] as const, [70, 20, 10]);
  const inLanguage = keywords.filter((keyword) => keyword.language === language);
  const english = keywords.filter((keyword) => keyword.language === 'en');
  return random.pick(inLanguage.length > 0 ? inLanguage : english.length > 0 ? english : keywords);
}

// "in the United States", not "in United States".
function nameCountryInText(code: string, language: Language) {
  const name = nameCountry(code)[language];
  return language === 'en' && (code === 'US' || code === 'GB' || code === 'NL') ? `the ${name}` : name;
}

function fillTemplate(template: string, values: Record<string, string>) {
  return template.replace(/\{([a-z]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

import type { Language } from '@argus/contract';
import type { SeedEntity } from './companies';
import type { ArgumentSpec, EventTypeDefinition } from './event-catalogue';
import { createPersonName } from './people';
import { localizeCityName, nameCountry, pickCity, type LocalizedText } from './places';
import type { Random } from './random';

/** One extracted argument: its value as written in the signal's language, and the entity it names, if any. */
export type EventArgument = { name: string; value: string; entity: SeedEntity | null };

export type ArgumentContext = {
  random: Random;
  language: Language;
  /** The monitored entity the signal is about. */
  subject: SeedEntity;
  publishDate: Date;
  /** Another entity of the world (a counterparty, an acquirer, …), never the subject. */
  pickOtherEntity: (kind: 'company' | 'ngo') => SeedEntity;
};

/** Draws the arguments of one event of `definition` about `context.subject`. */
export function createEventArguments(definition: EventTypeDefinition, context: ArgumentContext): EventArgument[] {
  const subjectArgument =
    definition.alternativeSubject && context.random.chance(definition.alternativeSubject.share)
      ? definition.alternativeSubject.argument
      : definition.subject;
  // A rating pair must go down: remember the "from" grade for the "to" grade.
  const ratingState = { fromIndex: context.random.integer(0, RATINGS.length - 3) };
  return definition.arguments.map((spec) => {
    if (spec.name === subjectArgument)
      return { name: spec.name, value: context.subject.shortName, entity: context.subject };
    return { name: spec.name, ...createArgumentValue(spec, context, ratingState) };
  });
}

/** Fills `{name}` placeholders; English and German sentences start with a capital (a value may begin with "the"). */
export function renderEventText(template: string, values: readonly EventArgument[], language: Language): string {
  const text = template.replace(/\{([a-z_]+)\}/g, (placeholder, name: string) => {
    const value = values.find((argument) => argument.name === name)?.value ?? placeholder;
    // Mark where a value starts and ends: Chinese needs a space only where two Latin words meet.
    return language === 'zh' ? `${BOUNDARY}${value}${BOUNDARY}` : value;
  });
  if (language === 'zh') return text.replace(LATIN_MEETS_LATIN, '$1 $2').replaceAll(BOUNDARY, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const BOUNDARY = '\uE000';
const LATIN_MEETS_LATIN = /([A-Za-z0-9])\uE000+([A-Za-z0-9])/g;

function createArgumentValue(
  spec: ArgumentSpec,
  context: ArgumentContext,
  ratingState: { fromIndex: number },
): { value: string; entity: SeedEntity | null } {
  const { random, language, subject } = context;
  const text = (localized: LocalizedText) => ({ value: localized[language], entity: null });
  const [low, high] = spec.range ?? [1, 100];
  switch (spec.kind) {
    case 'company':
    case 'ngo': {
      const entity = context.pickOtherEntity(spec.kind);
      return { value: entity.shortName, entity };
    }
    case 'person':
      return { value: createPersonName(random, subject.country.people), entity: null };
    case 'money':
      return {
        value: formatMoney(drawLogUniform(random, low, high), subject.country.currency, language),
        entity: null,
      };
    case 'count':
      return { value: formatCount(roundSignificant(drawLogUniform(random, low, high), 2), language), entity: null };
    case 'percent':
      return { value: formatPercent(random.integer(low, high), language), entity: null };
    case 'city':
      return { value: localizeCityName(pickCity(random, subject.country.code).name, language), entity: null };
    case 'country':
      return text(nameCountry(random.pick(spec.countries ?? ['DE'])));
    case 'authority':
      return text(random.pick(authoritiesFor(subject.country.code)));
    case 'sanctions-authority':
      return text(SANCTIONS_AUTHORITIES[subject.country.code] ?? NATIONAL_CUSTOMS);
    case 'approval-authority':
      return text(approvalAuthorityFor(subject));
    case 'court':
      return text(
        describeCourt(subject, localizeCityName(pickCity(random, subject.country.code).name, language), false),
      );
    case 'insolvency-court':
      return text(describeCourt(subject, localizeCityName(subject.city.name, language), true));
    case 'agency':
      return text(random.pick(RATING_AGENCIES));
    case 'rating-from':
      return { value: RATINGS[ratingState.fromIndex] ?? 'BBB', entity: null };
    case 'rating-to':
      return { value: RATINGS[ratingState.fromIndex + random.integer(1, 2)] ?? 'BB', entity: null };
    case 'period':
      return text(describePreviousQuarter(context.publishDate));
    case 'product':
      return text(nameProduct(random, subject));
    case 'exchange':
      return text(random.pick(exchangesFor(subject.country.code)));
    case 'union':
      return text(unionFor(subject.country.code));
    case 'year':
      return { value: String(random.pick([2030, 2035, 2040, 2045, 2050])), entity: null };
    case 'choice':
      return text(random.pick(spec.choices ?? [{ en: '', de: '', zh: '' }]));
  }
}

// Large amounts are rarer than small ones: log-uniform between the bounds.
function drawLogUniform(random: Random, low: number, high: number) {
  return Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low)));
}

function roundSignificant(value: number, digits: number) {
  if (value < 10) return Math.max(1, Math.round(value));
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Math.round(value / magnitude) * magnitude;
}

// Rough rates, only so that a Japanese deal is written in plausible yen.
const UNITS_PER_EURO: Record<string, number> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.85,
  CNY: 7.8,
  JPY: 160,
  CHF: 0.95,
  SEK: 11.5,
  DKK: 7.45,
  NOK: 11.7,
  PLN: 4.3,
  KRW: 1450,
  TWD: 35,
  INR: 92,
  BRL: 6,
  CAD: 1.5,
  AUD: 1.65,
  SGD: 1.45,
};
const CURRENCY_NAMES_ZH: Record<string, string> = {
  EUR: '欧元',
  USD: '美元',
  GBP: '英镑',
  CNY: '元人民币',
  JPY: '日元',
  CHF: '瑞士法郎',
  SEK: '瑞典克朗',
  DKK: '丹麦克朗',
  NOK: '挪威克朗',
  PLN: '波兰兹罗提',
  KRW: '韩元',
  TWD: '新台币',
  INR: '印度卢比',
  BRL: '巴西雷亚尔',
  CAD: '加元',
  AUD: '澳元',
  SGD: '新加坡元',
};

/** `millionsOfEuro` written the way each press writes money: EUR 1.2 billion, 1,2 Mrd. EUR, 12亿欧元. */
export function formatMoney(millionsOfEuro: number, currency: string, language: Language): string {
  const millions = roundSignificant(millionsOfEuro * (UNITS_PER_EURO[currency] ?? 1), 2);
  if (language === 'zh') {
    const currencyName = CURRENCY_NAMES_ZH[currency] ?? currency;
    // Chinese counts in 万 (10^4) and 亿 (10^8).
    return millions >= 100
      ? `${trimDecimal(millions / 100, 'zh')}亿${currencyName}`
      : `${millions * 100}万${currencyName}`;
  }
  if (language === 'de')
    return millions >= 1000
      ? `${trimDecimal(millions / 1000, 'de')} Mrd. ${currency}`
      : `${formatCount(millions, 'de')} Mio. ${currency}`;
  return millions >= 1000
    ? `${currency} ${trimDecimal(millions / 1000, 'en')} billion`
    : `${currency} ${millions} million`;
}

function trimDecimal(value: number, language: Language) {
  // Chinese amounts in 亿 need no thousands separator.
  return (Math.round(value * 10) / 10).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', {
    maximumFractionDigits: 1,
    useGrouping: language !== 'zh',
  });
}

function formatCount(value: number, language: Language) {
  return language === 'zh' ? String(value) : value.toLocaleString(language === 'de' ? 'de-DE' : 'en-US');
}

function formatPercent(value: number, language: Language) {
  return language === 'de' ? `${value} %` : `${value}%`;
}

function describePreviousQuarter(publishDate: Date): LocalizedText {
  const currentQuarter = Math.floor(publishDate.getUTCMonth() / 3) + 1;
  const quarter = currentQuarter === 1 ? 4 : currentQuarter - 1;
  const year = currentQuarter === 1 ? publishDate.getUTCFullYear() - 1 : publishDate.getUTCFullYear();
  return {
    en: `Q${quarter} ${year}`,
    de: `${quarter}. Quartal ${year}`,
    zh: `${year}年第${['一', '二', '三', '四'][quarter - 1] ?? ''}季度`,
  };
}

const PRODUCT_CODES = ['X', 'S', 'Pro ', 'e', 'V', 'Neo ', 'Max ', 'GT'];
const GENERIC_PRODUCT: LocalizedText = { en: 'flagship product', de: 'Flaggschiffprodukt', zh: '旗舰产品' };

function nameProduct(random: Random, subject: SeedEntity): LocalizedText {
  const model = `${subject.brand} ${random.pick(PRODUCT_CODES)}${random.integer(2, 900)}`;
  const noun = subject.industry?.product ?? GENERIC_PRODUCT;
  return { en: `${model} ${noun.en}`, de: `${noun.de} ${model}`, zh: `${model}${noun.zh}` };
}

const RATINGS = ['AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB+', 'BB', 'BB-', 'B+', 'B', 'B-', 'CCC+'];
const RATING_AGENCIES: readonly LocalizedText[] = [
  { en: 'S&P Global Ratings', de: 'S&P Global Ratings', zh: '标普全球评级' },
  { en: 'Moody’s', de: 'Moody’s', zh: '穆迪' },
  { en: 'Fitch Ratings', de: 'Fitch Ratings', zh: '惠誉评级' },
  { en: 'Scope Ratings', de: 'Scope Ratings', zh: 'Scope评级' },
];

// English and German values carry their article: the templates use them as the subject of a sentence.
const EUROPEAN_COMMISSION: LocalizedText = { en: 'the European Commission', de: 'die EU-Kommission', zh: '欧盟委员会' };
const NATIONAL_AUTHORITY: LocalizedText = {
  en: 'the national competition authority',
  de: 'die nationale Wettbewerbsbehörde',
  zh: '当地竞争监管机构',
};
const AUTHORITIES: Record<string, readonly LocalizedText[]> = {
  DE: [
    { en: 'the Federal Cartel Office', de: 'das Bundeskartellamt', zh: '德国联邦卡特尔局' },
    { en: 'BaFin', de: 'die BaFin', zh: '德国联邦金融监管局' },
    EUROPEAN_COMMISSION,
  ],
  US: [
    { en: 'the SEC', de: 'die US-Börsenaufsicht SEC', zh: '美国证券交易委员会' },
    { en: 'the Federal Trade Commission', de: 'die US-Handelsbehörde FTC', zh: '美国联邦贸易委员会' },
    { en: 'the Department of Justice', de: 'das US-Justizministerium', zh: '美国司法部' },
  ],
  GB: [
    { en: 'the Financial Conduct Authority', de: 'die britische Finanzaufsicht FCA', zh: '英国金融行为监管局' },
    {
      en: 'the Competition and Markets Authority',
      de: 'die britische Wettbewerbsbehörde CMA',
      zh: '英国竞争与市场管理局',
    },
  ],
  CN: [
    {
      en: 'the State Administration for Market Regulation',
      de: 'die chinesische Marktaufsicht SAMR',
      zh: '国家市场监督管理总局',
    },
    {
      en: 'the China Securities Regulatory Commission',
      de: 'die chinesische Wertpapieraufsicht CSRC',
      zh: '中国证监会',
    },
  ],
  FR: [
    { en: 'the French competition authority', de: 'die französische Wettbewerbsbehörde', zh: '法国竞争管理局' },
    { en: 'the AMF', de: 'die französische Finanzaufsicht AMF', zh: '法国金融市场管理局' },
    EUROPEAN_COMMISSION,
  ],
  JP: [
    { en: 'the Japan Fair Trade Commission', de: 'die japanische Wettbewerbsbehörde', zh: '日本公平贸易委员会' },
    { en: 'the Financial Services Agency', de: 'die japanische Finanzaufsicht FSA', zh: '日本金融厅' },
  ],
  CH: [
    { en: 'FINMA', de: 'die FINMA', zh: '瑞士金融市场监督管理局' },
    { en: 'the Swiss Competition Commission', de: 'die Wettbewerbskommission', zh: '瑞士竞争委员会' },
  ],
};
const EU_MEMBERS = new Set(['NL', 'AT', 'SE', 'DK', 'FI', 'IT', 'ES', 'BE', 'PL', 'IE']);

function authoritiesFor(country: string): readonly LocalizedText[] {
  return (
    AUTHORITIES[country] ?? (EU_MEMBERS.has(country) ? [EUROPEAN_COMMISSION, NATIONAL_AUTHORITY] : [NATIONAL_AUTHORITY])
  );
}

const NATIONAL_CUSTOMS: LocalizedText = {
  en: 'the national customs agency',
  de: 'die nationale Zollbehörde',
  zh: '当地海关',
};
const SANCTIONS_AUTHORITIES: Record<string, LocalizedText> = {
  DE: { en: 'the customs investigation bureau', de: 'das Zollkriminalamt', zh: '德国海关调查局' },
  AT: { en: 'the Austrian customs authority', de: 'die österreichische Zollbehörde', zh: '奥地利海关' },
  US: { en: 'the Commerce Department', de: 'das US-Handelsministerium', zh: '美国商务部' },
  GB: {
    en: 'the Office of Financial Sanctions Implementation',
    de: 'die britische Sanktionsbehörde OFSI',
    zh: '英国金融制裁执行办公室',
  },
  CN: { en: 'the Ministry of Commerce', de: 'das chinesische Handelsministerium', zh: '中国商务部' },
};

const MEDICINES_AUTHORITIES: Record<string, LocalizedText> = {
  US: { en: 'the FDA', de: 'die US-Arzneimittelbehörde FDA', zh: '美国食品药品监督管理局' },
  CN: {
    en: 'the National Medical Products Administration',
    de: 'die chinesische Arzneimittelbehörde NMPA',
    zh: '国家药品监督管理局',
  },
  JP: { en: 'the PMDA', de: 'die japanische Zulassungsbehörde PMDA', zh: '日本药品医疗器械综合机构' },
  GB: { en: 'the MHRA', de: 'die britische Arzneimittelbehörde MHRA', zh: '英国药品和保健品监管局' },
  CH: { en: 'Swissmedic', de: 'Swissmedic', zh: '瑞士医药管理局' },
};
const EUROPEAN_MEDICINES_AGENCY: LocalizedText = {
  en: 'the European Medicines Agency',
  de: 'die Europäische Arzneimittel-Agentur',
  zh: '欧洲药品管理局',
};

function approvalAuthorityFor(subject: SeedEntity): LocalizedText {
  if (subject.industry?.key === 'aerospace-defence') {
    return subject.country.code === 'US'
      ? { en: 'the FAA', de: 'die US-Luftfahrtbehörde FAA', zh: '美国联邦航空管理局' }
      : { en: 'EASA', de: 'die EU-Flugsicherheitsbehörde EASA', zh: '欧洲航空安全局' };
  }
  return MEDICINES_AUTHORITIES[subject.country.code] ?? EUROPEAN_MEDICINES_AGENCY;
}

// German values follow "beim": "beim Landgericht München". Chinese press names the country's court.
function describeCourt(subject: SeedEntity, city: string, insolvency: boolean): LocalizedText {
  const country = subject.country.code;
  const countryZh = nameCountry(country).zh;
  if (country === 'DE' || country === 'AT') {
    return insolvency
      ? { en: `the local court of ${city}`, de: `Amtsgericht ${city}`, zh: `${countryZh}当地法院` }
      : { en: `the Regional Court of ${city}`, de: `Landgericht ${city}`, zh: `${countryZh}地方法院` };
  }
  if (country === 'US') {
    return insolvency
      ? { en: `a bankruptcy court in ${city}`, de: `Insolvenzgericht in ${city}`, zh: '美国破产法院' }
      : { en: `a federal court in ${city}`, de: `Bundesgericht in ${city}`, zh: '美国联邦法院' };
  }
  if (country === 'GB') return { en: `the High Court in ${city}`, de: `High Court in ${city}`, zh: '英国高等法院' };
  return insolvency
    ? { en: `the insolvency court in ${city}`, de: `Insolvenzgericht in ${city}`, zh: `${countryZh}破产法院` }
    : { en: `a court in ${city}`, de: `Gericht in ${city}`, zh: `${countryZh}法院` };
}

// German values follow "an der": every exchange is feminine ("die Börse").
const EXCHANGES: Record<string, readonly LocalizedText[]> = {
  DE: [{ en: 'Frankfurt Stock Exchange', de: 'Frankfurter Wertpapierbörse', zh: '法兰克福证券交易所' }],
  AT: [{ en: 'Vienna Stock Exchange', de: 'Wiener Börse', zh: '维也纳证券交易所' }],
  US: [
    { en: 'New York Stock Exchange', de: 'New Yorker Börse', zh: '纽约证券交易所' },
    { en: 'Nasdaq', de: 'Nasdaq', zh: '纳斯达克' },
  ],
  CA: [{ en: 'Toronto Stock Exchange', de: 'Börse Toronto', zh: '多伦多证券交易所' }],
  GB: [{ en: 'London Stock Exchange', de: 'Londoner Börse', zh: '伦敦证券交易所' }],
  IE: [{ en: 'London Stock Exchange', de: 'Londoner Börse', zh: '伦敦证券交易所' }],
  CN: [
    { en: 'Shanghai Stock Exchange', de: 'Börse Shanghai', zh: '上海证券交易所' },
    { en: 'Shenzhen Stock Exchange', de: 'Börse Shenzhen', zh: '深圳证券交易所' },
  ],
  JP: [{ en: 'Tokyo Stock Exchange', de: 'Börse Tokio', zh: '东京证券交易所' }],
  CH: [{ en: 'SIX Swiss Exchange', de: 'Schweizer Börse SIX', zh: '瑞士证券交易所' }],
  KR: [{ en: 'Korea Exchange', de: 'koreanischen Börse KRX', zh: '韩国交易所' }],
  IN: [{ en: 'National Stock Exchange of India', de: 'indischen Börse NSE', zh: '印度国家证券交易所' }],
};
const DEFAULT_EXCHANGES: readonly LocalizedText[] = [
  { en: 'Euronext', de: 'Euronext', zh: '泛欧交易所' },
  { en: 'Nasdaq', de: 'Nasdaq', zh: '纳斯达克' },
];

function exchangesFor(country: string) {
  return EXCHANGES[country] ?? DEFAULT_EXCHANGES;
}

// German values follow "Mitglieder": genitive.
function unionFor(country: string): LocalizedText {
  if (country === 'DE' || country === 'AT')
    return { en: 'the IG Metall union', de: 'der Gewerkschaft IG Metall', zh: 'IG Metall工会' };
  if (country === 'GB' || country === 'IE')
    return { en: 'the Unite union', de: 'der Gewerkschaft Unite', zh: 'Unite工会' };
  if (country === 'US' || country === 'CA')
    return { en: 'the Teamsters union', de: 'der Gewerkschaft Teamsters', zh: '卡车司机工会' };
  if (country === 'FR') return { en: 'the CGT union', de: 'der Gewerkschaft CGT', zh: '法国总工会' };
  return { en: 'the local union', de: 'der örtlichen Gewerkschaft', zh: '当地工会' };
}

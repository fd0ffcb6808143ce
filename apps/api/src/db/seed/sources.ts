import type { Language, MediaSegment } from '@argus/contract';
import { formatIsoDay } from './dates';
import type { Random } from './random';

// Made-up outlets: real mastheads would attribute invented news to real publications.
const OUTLETS: Record<Language, Record<MediaSegment, readonly string[]>> = {
  en: {
    news: [
      'Global Business Wire',
      'The Market Ledger',
      'Daily Industry Report',
      'Continental Finance Times',
      'Atlantic Business Review',
      'Metro Economic Journal',
      'Pacific Trade Herald',
    ],
    'press release': ['Corporate Newsroom', 'PressLine Distribution'],
    regulatory: ['Regulatory Filings Digest', 'Official Gazette Monitor'],
    blog: ['Supply Chain Insider', 'The Compliance Blog', 'Tech Deals Weekly', 'Energy Transition Notes'],
    forum: ['InvestorHub Forum', 'Trader Talk Boards'],
    social: ['LinkedIn', 'X'],
  },
  de: {
    news: [
      'Wirtschaftskurier',
      'Rheinische Handelszeitung',
      'Börsenbote',
      'Mittelstandsblick',
      'Süddeutscher Wirtschaftsanzeiger',
      'Hanseatische Wirtschaftsnachrichten',
    ],
    'press release': ['Unternehmensmitteilung', 'Pressedienst Wirtschaft'],
    regulatory: ['Bundesanzeiger-Monitor', 'Insolvenzbekanntmachungen'],
    blog: ['Compliance-Blog', 'Lieferketten-Blog', 'Energiewende-Blog'],
    forum: ['Börsenforum', 'Aktien-Talk'],
    social: ['LinkedIn', 'X'],
  },
  zh: {
    news: ['财经观察报', '中国商业日报', '华夏财经', '证券时讯', '经济参考网'],
    'press release': ['企业公告'],
    regulatory: ['监管公告汇编'],
    blog: ['产业评论'],
    forum: ['股吧论坛'],
    social: ['微博', '微信公众号'],
  },
};

// Chinese mastheads have no Latin letters to slugify: their pinyin.
const CHINESE_OUTLET_SLUGS: Record<string, string> = {
  财经观察报: 'caijing-guancha',
  中国商业日报: 'zhongguo-shangye-ribao',
  华夏财经: 'huaxia-caijing',
  证券时讯: 'zhengquan-shixun',
  经济参考网: 'jingji-cankao',
  企业公告: 'qiye-gonggao',
  监管公告汇编: 'jianguan-gonggao',
  产业评论: 'chanye-pinglun',
  股吧论坛: 'guba',
  微博: 'weibo',
  微信公众号: 'weixin',
};

/** Mostly news, as in the monitoring feeds; weights follow MEDIA_SEGMENTS order. */
export const MEDIA_SEGMENT_WEIGHTS: Record<MediaSegment, number> = {
  news: 55,
  blog: 12,
  forum: 6,
  social: 9,
  regulatory: 6,
  'press release': 12,
};

// Reliability 1-5 by segment: official and edited sources score high, forums and social media low.
const RELIABILITY_WEIGHTS: Record<MediaSegment, readonly number[]> = {
  news: [3, 8, 30, 40, 19],
  'press release': [1, 3, 16, 45, 35],
  regulatory: [0, 1, 9, 35, 55],
  blog: [8, 22, 42, 22, 6],
  forum: [25, 35, 28, 10, 2],
  social: [28, 35, 25, 10, 2],
};

export function pickMediaSegment(
  random: Random,
  weights: Record<MediaSegment, number> = MEDIA_SEGMENT_WEIGHTS,
): MediaSegment {
  const segments = Object.keys(weights) as MediaSegment[];
  return random.pickWeighted(
    segments,
    segments.map((segment) => weights[segment]),
  );
}

export function pickReliability(random: Random, segment: MediaSegment): number {
  return random.pickWeighted([1, 2, 3, 4, 5], RELIABILITY_WEIGHTS[segment]);
}

export function pickSource(random: Random, language: Language, segment: MediaSegment): string {
  return random.pick(OUTLETS[language][segment]);
}

/** The outlets of a language and segment other than `except`: where a syndicated copy may appear. */
export function otherOutlets(language: Language, segment: MediaSegment, except: string): string[] {
  return OUTLETS[language][segment].filter((outlet) => outlet !== except);
}

// Letters that NFD does not split into a base letter and a diacritic.
const SPECIAL_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', å: 'a', ß: 'ss', ł: 'l', đ: 'd', œ: 'oe' };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæåßłđœ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** https://news.example/<outlet>/<yyyy>/<mm>/<dd>/<slug>-<id>: social posts get a post path instead. */
export function buildArticleUrl(
  random: Random,
  source: string,
  segment: MediaSegment,
  publishDate: Date,
  slug: string,
): string {
  if (segment === 'social') return `https://social.example/${slugify(source) || 'post'}/posts/${random.hex(12)}`;
  const outlet = CHINESE_OUTLET_SLUGS[source] ?? slugify(source);
  return `https://news.example/${outlet}/${formatIsoDay(publishDate).replace(/-/g, '/')}/${slug}-${random.hex(6)}`;
}

import { eld } from 'eld/medium';
import type { MentionLanguage } from './feed-types';

const mentionLanguages: readonly MentionLanguage[] = ['en', 'de', 'zh'];

/** Too little text for any detector: below this many letters the item's language is not guessed. */
const minDetectableLength = 2;

/**
 * The item's language: the source's setting when it names one; otherwise the declared language (item first, then
 * feed) when there is one, and only when there is none a detector's verdict. A declared or detected language outside
 * Argus's three is null, and so is a text too short or too mixed for the detector to be sure.
 */
export function languageOf(
  setting: MentionLanguage | 'detect',
  declared: string | null,
  text: string,
): MentionLanguage | null {
  if (setting !== 'detect') return setting;
  if (declared !== null && declared.trim() !== '') return mentionLanguageOf(declared);
  return detectLanguage(text);
}

/** 'en-US' → 'en', 'zh-Hans-CN' → 'zh', 'DE_de' → 'de', 'fr' → null. */
export function mentionLanguageOf(tag: string): MentionLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return toMentionLanguage(primary);
}

/**
 * ELD over all its 60 languages, not a subset: a subset would call French text German. Its verdict counts when it is
 * one of the three and reliable; Chinese also when short, since two Han characters without kana already tell.
 */
export function detectLanguage(text: string): MentionLanguage | null {
  if (text.replace(/[\s\p{P}\p{N}]/gu, '').length < minDetectableLength) return null;
  const result = eld.detect(text);
  const language = toMentionLanguage(result.language);
  if (language === null) return null;
  return result.isReliable() || language === 'zh' ? language : null;
}

function toMentionLanguage(code: string): MentionLanguage | null {
  return mentionLanguages.find((language) => language === code) ?? null;
}

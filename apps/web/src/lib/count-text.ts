import { formatCount } from './format-count';

/**
 * A count with its noun, singular or plural as English wants it: "1 company", "2,418 companies". English counts one
 * thing in the singular (CLDR's `one`: a magnitude of exactly 1) and everything else in the plural, so no
 * `Intl.PluralRules` (and its locale data) is needed on the first screens (ADR 0149).
 */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${Math.abs(count) === 1 ? singular : plural}`;
}

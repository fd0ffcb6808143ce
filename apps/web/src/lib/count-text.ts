import { formatCount } from './format-count';
// Made on first use, not when the first screens' scripts load.
let plurals: Intl.PluralRules | undefined;

/** A count with its noun, singular or plural as English wants it: "1 company", "2,418 companies". */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  plurals ??= new Intl.PluralRules('en');
  return `${formatCount(count)} ${plurals.select(count) === 'one' ? singular : plural}`;
}

const plurals = new Intl.PluralRules('en');

/** A count with its noun, singular or plural as English wants it: "1 company", "2,418 companies". */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en')} ${plurals.select(count) === 'one' ? singular : plural}`;
}

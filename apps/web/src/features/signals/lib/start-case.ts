/**
 * Spec section 3: target entity names are normalised to start case on load. Each word's first letter is
 * upper-cased and the rest kept as written, so that "acme holding" reads "Acme Holding" while "BASF SE" and
 * "McKinsey" stay as they are (a full start-case would split "McKinsey" into "Mc Kinsey").
 */
export function toStartCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

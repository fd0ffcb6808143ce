/**
 * A target entity name as the screens show and filter it (spec section 3: normalised to start case on load): trimmed,
 * white-space runs made one space, each word's first UTF-16 code unit upper-cased and the rest kept as written, so
 * that "acme holding" reads "Acme Holding" while "BASF SE" and "McKinsey" stay. `toUpperCase`, not
 * `toLocaleUpperCase`: a Turkish browser would otherwise write "İstanbul" where every other browser and the server
 * write "Istanbul". The server computes the same name in SQL (`argus_start_case`, ADR 0031); the API's property test
 * holds the two against each other.
 */
export function toStartCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

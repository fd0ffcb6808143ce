import { config } from 'zod';

/**
 * For the browser, whose Content-Security-Policy forbids `eval`: zod then parses without compiling its schemas to
 * functions, as it would after its first probe failed, but without that probe, which the browser reports as a
 * policy violation on the console of every page. The server keeps the compiled parsers, which are faster.
 */
export function parseSchemasWithoutEval() {
  config({ jitless: true });
}

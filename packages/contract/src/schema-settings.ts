/** Where zod keeps its settings: on globalThis, so that every copy of zod in a page reads the same ones. */
type ZodSettingsHolder = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * For the browser, whose Content-Security-Policy forbids `eval`: zod then parses without compiling its schemas to
 * functions, as it would after its first probe failed, but without that probe, which the browser reports as a
 * policy violation on the console of every page. The server keeps the compiled parsers, which are faster.
 *
 * It writes zod's shared settings object rather than calling zod's `config()`: importing zod here would put zod into
 * the login page's first script (bench web-bundle, budget-login-route-js), which parses nothing. zod adopts the object
 * when it loads, or has already made it, so the setting holds either way.
 */
export function parseSchemasWithoutEval() {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

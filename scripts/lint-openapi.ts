// `npm run lint` lints the API's OpenAPI document with Redocly's rules (its "recommended" set, the engine of the
// Redocly CLI): the document integrators generate their clients from (ADR 0117). Errors fail; warnings are printed.
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { buildOpenApiDocument } from './openapi-document';

const DOCUMENT_NAME = 'openapi.json';

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // The spec fixes `/api/feedback/` (section 5) with its trailing slash; every other path has none.
    'no-path-trailing-slash': 'off',
  },
});

/**
 * Operations that can answer no 4xx at all, so `operation-4xx-response` cannot be met honestly (Redocly's ignore list,
 * kept here instead of a `.redocly.lint-ignore.yaml`). They take no token, no parameter, no query and no body (a GET's
 * body is never read), and are not rate limited: whatever the request, they answer 200 (or /readyz its 503) or a 500.
 */
const NO_CLIENT_ERROR = {
  '/health': 'the combined check: pings the database',
  '/healthz': 'liveness: answers whenever the process does',
  '/readyz': 'readiness: 200 or 503 with the readiness body',
  '/auth/bot-check': 'a fresh challenge for anyone who asks (stateless, signed)',
  '/api/public-config': "the login page's configuration",
};
const pointerOf = (path: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/get/responses`;
config.styleguide.ignore[DOCUMENT_NAME] = {
  'operation-4xx-response': new Set(Object.keys(NO_CLIENT_ERROR).map(pointerOf)),
};

const document = await buildOpenApiDocument();
const problems: NormalizedProblem[] = await lintFromString({
  source: JSON.stringify(document),
  absoluteRef: DOCUMENT_NAME,
  config,
});
const reported = problems.filter((problem) => !problem.ignored);
for (const problem of reported) {
  const where = problem.location[0]?.pointer ?? '';
  process.stderr.write(`${problem.severity} ${problem.ruleId}: ${problem.message} ${where}\n`);
}
const errors = reported.filter((problem) => problem.severity === 'error').length;
const ignored = problems.length - reported.length;
process.stdout.write(
  `OpenAPI document: ${errors} errors, ${reported.length - errors} warnings (Redocly recommended rules; ` +
    `${ignored} ignored as listed).\n`,
);
process.exitCode = errors > 0 ? 1 : 0;

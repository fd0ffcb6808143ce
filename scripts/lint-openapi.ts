// `npm run lint` lints the API's OpenAPI document with Redocly's rules (its "recommended" set, the engine of the
// Redocly CLI): the document integrators generate their clients from (issue 22). Errors fail; warnings are printed.
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { buildOpenApiDocument } from './openapi-document';

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // The spec fixes `/api/feedback/` (section 5) with its trailing slash; every other path has none.
    'no-path-trailing-slash': 'off',
  },
});

const document = await buildOpenApiDocument();
const problems: NormalizedProblem[] = await lintFromString({
  source: JSON.stringify(document),
  absoluteRef: 'openapi.json',
  config,
});
for (const problem of problems) {
  const where = problem.location[0]?.pointer ?? '';
  process.stderr.write(`${problem.severity} ${problem.ruleId}: ${problem.message} ${where}\n`);
}
const errors = problems.filter((problem) => problem.severity === 'error').length;
process.stdout.write(
  `OpenAPI document: ${errors} errors, ${problems.length - errors} warnings (Redocly recommended rules).\n`,
);
process.exitCode = errors > 0 ? 1 : 0;

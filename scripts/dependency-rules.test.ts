// The architecture's dependency direction and file names are enforced by ESLint, the rules that need types by oxlint
// (ADR 0144); these cases keep both configurations honest.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd });

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/**
 * What oxlint reports for each probe file as `npm run lint:code` runs it, with the type check (ADR 0166), by file name:
 * the typed rules (`typescript(no-floating-promises)` and so on) and the compiler's errors (`typescript(TS2322)`).
 */
async function typedRuleIdsFor(probes: Record<string, string>): Promise<Record<string, string[]>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-typed-lint-'));
  try {
    for (const [name, code] of Object.entries(probes)) fs.writeFileSync(path.join(directory, name), code);
    const oxlint = path.join(cwd, 'node_modules/.bin/oxlint');
    const config = path.join(cwd, '.oxlintrc.json');
    const args = ['--type-aware', '--type-check', '-c', config, '--format', 'json', directory];
    // oxlint exits 1 when it reports an error: the report is on stdout either way.
    const stdout = await promisify(execFile)(oxlint, args, { cwd }).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? '',
    );
    const { diagnostics } = JSON.parse(stdout) as { diagnostics: { code: string; filename: string }[] };
    return Object.fromEntries(
      Object.keys(probes).map((name) => [
        name,
        diagnostics.filter((found) => path.basename(found.filename) === name).map((found) => found.code),
      ]),
    );
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

describe('dependency rules', () => {
  it('keeps web features from importing each other', async () => {
    const code = "import { postLogin } from '../auth/api/login';\nexport const x = postLogin;\n";
    expect(await ruleIdsFor('apps/web/src/features/folders/probe.ts', code)).toContain('boundaries/dependencies');
  });

  it('lets a feature use its own files, shared code and the contract', async () => {
    const code =
      "import { PRIVILEGE } from '@argus/contract';\nimport { requestApi } from '../../lib/api-client';\nimport { buildFolderOptions } from './lib/build-folder-options';\nexport const x = [PRIVILEGE, requestApi, buildFolderOptions];\n";
    expect(await ruleIdsFor('apps/web/src/features/folders/probe.ts', code)).not.toContain('boundaries/dependencies');
  });

  it('keeps shared web code from importing features, and the web from importing the API', async () => {
    const fromShared = "import { postLogin } from '../features/auth/api/login';\nexport const x = postLogin;\n";
    expect(await ruleIdsFor('apps/web/src/lib/probe.ts', fromShared)).toContain('boundaries/dependencies');
    const fromWeb = "import { buildApp } from '../../../api/src/app';\nexport const x = buildApp;\n";
    expect(await ruleIdsFor('apps/web/src/lib/probe.ts', fromWeb)).toContain('boundaries/dependencies');
  });

  it('keeps packages from importing apps or each other, except the contract', async () => {
    const intoApp = "import { buildApp } from '../../../apps/api/src/app';\nexport const x = buildApp;\n";
    expect(await ruleIdsFor('packages/filtering/src/probe.ts', intoApp)).toContain('boundaries/dependencies');
    const intoFiltering = "import * as filtering from '../../filtering/src/index';\nexport const x = filtering;\n";
    expect(await ruleIdsFor('packages/contract/src/probe.ts', intoFiltering)).toContain('boundaries/dependencies');
  });

  it('lets only repositories and db/ use drizzle-orm', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const x = sql;\n";
    expect(await ruleIdsFor('apps/api/src/modules/auth/auth.service.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('apps/api/src/modules/auth/auth.repository.ts', code)).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe("the API's layers", () => {
  it("lets a module call another module's service, never its repository, and its own repository freely", async () => {
    const intoRepository = "import { findUserRow } from '../users/users.repository';\nexport const x = findUserRow;\n";
    expect(await ruleIdsFor('apps/api/src/modules/auth/probe.service.ts', intoRepository)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('apps/api/src/modules/auth/probe.repository.ts', intoRepository)).toContain(
      'no-restricted-imports',
    );
    const intoService =
      "import { storePasswordHash } from '../users/users.service';\nexport const x = storePasswordHash;\n";
    expect(await ruleIdsFor('apps/api/src/modules/auth/probe.service.ts', intoService)).not.toContain(
      'no-restricted-imports',
    );
    const ownRepository =
      "import { findUserByUsername } from './auth.repository';\nexport const x = findUserByUsername;\n";
    expect(await ruleIdsFor('apps/api/src/modules/auth/probe.service.ts', ownRepository)).not.toContain(
      'no-restricted-imports',
    );
  });

  it('keeps plugins, lib/ and db/ from importing modules, while app.ts composes them', async () => {
    const fromPlugin =
      "import { userOfToken } from '../modules/auth/token-holder.service';\nexport const x = userOfToken;\n";
    expect(await ruleIdsFor('apps/api/src/plugins/probe.ts', fromPlugin)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('apps/api/src/lib/probe.ts', fromPlugin)).toContain('no-restricted-imports');
    const fromDb =
      "import { userOfToken } from '../../modules/auth/token-holder.service';\nexport const x = userOfToken;\n";
    expect(await ruleIdsFor('apps/api/src/db/queries/probe.ts', fromDb)).toContain('no-restricted-imports');
    const fromApp =
      "import { userOfToken } from './modules/auth/token-holder.service';\nexport const x = userOfToken;\n";
    expect(await ruleIdsFor('apps/api/src/probe.ts', fromApp)).not.toContain('no-restricted-imports');
  });

  it('still lets only repositories and db/ use drizzle-orm in every layer', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const x = sql;\n";
    expect(await ruleIdsFor('apps/api/src/plugins/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('apps/api/src/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('apps/api/src/db/queries/probe.ts', code)).not.toContain('no-restricted-imports');
  });
});

describe('rules that need types, and file names', () => {
  it('refuses a type error, a floating promise, one handed to a callback that ignores it, and a switch that forgets a member', async () => {
    const found = await typedRuleIdsFor({
      'mistyped.ts': "export const count: number = 'one';\n",
      'floating.ts': 'const save = async () => 1;\nsave();\nexport {};\n',
      'handled.ts': 'const save = async () => 1;\nvoid save();\nexport {};\n',
      'misused.ts':
        'const save = async () => 1;\nexport const handlers: { onClick: () => void } = { onClick: save };\n',
      'switch.ts':
        "export function label(kind: 'a' | 'b'): string {\n  switch (kind) {\n    case 'a':\n      return 'A';\n  }\n  return '';\n}\n",
    });
    expect(found).toEqual({
      'mistyped.ts': ['typescript(TS2322)'],
      'floating.ts': ['typescript(no-floating-promises)'],
      'handled.ts': [],
      'misused.ts': ['typescript(no-misused-promises)'],
      'switch.ts': ['typescript(switch-exhaustiveness-check)'],
    });
  });

  it('wants kebab-case file names, middle extensions allowed', async () => {
    const code = 'export const x = 1;\n';
    expect(await ruleIdsFor('apps/api/src/lib/readCache.ts', code)).toContain('check-file/filename-naming-convention');
    expect(await ruleIdsFor('apps/api/src/lib/read-cache.test.ts', code)).not.toContain(
      'check-file/filename-naming-convention',
    );
  });
});

// The architecture's dependency direction is enforced by ESLint; these cases keep that configuration honest.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
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

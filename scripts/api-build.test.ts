import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './api-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const declared = (packageFile: string) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, packageFile), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
};
/** What a production install of the server has: its own dependencies and those of the workspace packages it bundles. */
const installed = new Set([
  ...declared('apps/api/package.json'),
  ...declared('packages/contract/package.json'),
  ...declared('packages/filtering/package.json'),
]);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the compiled server (scripts/api-build.mjs)', () => {
  let outDir: string;
  let bundle: string;

  beforeAll(async () => {
    // Beside the real build, so that Node finds the npm packages in the workspace's node_modules as it does there.
    outDir = fs.mkdtempSync(path.join(root, 'apps/api/.dist-test-'));
    await buildApi(outDir);
    bundle = fs.readFileSync(path.join(outDir, 'server.mjs'), 'utf8');
  });

  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('imports only Node’s modules and declared npm packages, never a TypeScript loader or a workspace source', () => {
    const imported = [...bundle.matchAll(/(?:^|[\s;])(?:import|export)\b[^'"]*?from\s*"([^"]+)"/g)].map(
      ([, from]) => from!,
    );
    expect(imported.length).toBeGreaterThan(10);
    const undeclared = imported
      .filter((from) => !from.startsWith('node:') && !builtinModules.includes(from))
      .filter((from) => !installed.has(packageOf(from)));
    expect(undeclared).toEqual([]);
    expect(imported.some((from) => from === 'tsx' || from.startsWith('@argus/') || from.endsWith('.ts'))).toBe(false);
  });

  it('carries its migrations beside it, where the database client looks for them', () => {
    expect(fs.existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);
  });

  it('runs under plain Node: its configuration is read, and a bad one is refused with the field named', () => {
    const run = spawnSync(process.execPath, [path.join(outDir, 'server.mjs')], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: path.join(outDir, 'data') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Argus cannot start: Invalid configuration: PORT');
  });
});

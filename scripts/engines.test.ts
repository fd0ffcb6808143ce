import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// `npm ci` on the Node.js version the README names must not warn about engines (EBADENGINE): every locked package
// has to run on every Node.js version that `engines` admits. A dependency update that needs a newer Node.js fails
// here, and the fix is a version that supports ours (an `overrides` entry in package.json), or raising `engines`
// and the README together.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type PackageEntry = { engines?: { node?: string } };
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const ourEngines = () => readJson<{ engines: { node: string } }>('package.json').engines.node;

describe('engines', () => {
  it('every package in the lockfile runs on every Node.js version package.json admits', () => {
    const ours = ourEngines();
    const { packages } = readJson<{ packages: Record<string, PackageEntry> }>('package-lock.json');
    const conflicts = Object.entries(packages)
      .filter(([location, entry]) => location !== '' && typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.subset(ours, entry.engines!.node!, { includePrerelease: false }))
      .map(([location, entry]) => `${location.replace(/^.*node_modules\//, '')} wants node ${entry.engines!.node}`);
    expect(conflicts, `package.json admits node ${ours}`).toEqual([]);
  });

  it('the README names a Node.js version that package.json admits', () => {
    const ours = ourEngines();
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const named = /Node\.js (\d+\.\d+)/.exec(readme)?.[1];
    expect(named, 'the README names its Node.js version').toBeDefined();
    expect(semver.satisfies(`${named}.0`, ours)).toBe(true);
  });
});

import { transformAsync, type BabelFileResult, type TransformOptions } from '@babel/core';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The app's own components and hooks; libraries come compiled (or not) as their authors ship them. */
const APP_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/].*\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

type Compiled = { code: string; map: BabelFileResult['map'] };

/** Babel's options beside the file's name; part of each cache entry's key, so that a change here compiles afresh. */
const COMPILER_OPTIONS = {
  babelrc: false,
  configFile: false,
  sourceMaps: true,
  parserOpts: { plugins: ['typescript', 'jsx'] },
  plugins: [['babel-plugin-react-compiler', { target: '19' }]],
} satisfies TransformOptions;

/**
 * What the compiler made of a file before, by its path and text, the compiler's and Babel's versions and the options:
 * the web build compiles every component, and the component tests (vitest.config.ts) compile the same files again in
 * the same `npm test`, a tenth of their time. Each entry is written whole under a name of its own and then renamed, so
 * a reader never sees half of one. Entries are never removed: `npm ci` clears them with the rest of node_modules.
 */
const CACHE_DIRECTORY = fileURLToPath(new URL('../../../node_modules/.cache/argus-react-compiler', import.meta.url));
const requireHere = createRequire(import.meta.url);
const COMPILER = ['babel-plugin-react-compiler', '@babel/core']
  .map((name) => `${name}@${(requireHere(`${name}/package.json`) as { version: string }).version}`)
  .concat(JSON.stringify(COMPILER_OPTIONS))
  .join(' ');

function cacheFile(file: string, code: string): string {
  const key = createHash('sha256').update(`${COMPILER}\0${file}\0${code}`).digest('hex');
  return path.join(CACHE_DIRECTORY, `${key}.json`);
}

function readCached(entry: string): Compiled | undefined {
  try {
    return JSON.parse(fs.readFileSync(entry, 'utf8')) as Compiled;
  } catch {
    return undefined;
  }
}

function writeCached(entry: string, compiled: Compiled): void {
  try {
    fs.mkdirSync(CACHE_DIRECTORY, { recursive: true });
    const partial = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(partial, JSON.stringify(compiled));
    fs.renameSync(partial, entry);
  } catch {
    // A cache that cannot be written only costs the next run the compile.
  }
}

/**
 * React Compiler (babel-plugin-react-compiler) over the app's sources, before Vite's own TypeScript and JSX
 * transform (ADR 0118): every component and hook memoises what it renders, so a store or query update re-renders
 * what reads it and not the whole screen below it. `@rolldown/plugin-babel`, the plugin Vite's React plugin names
 * for this, wants Node 22; this is the same Babel call without its worker pool. A file the compiler cannot prove
 * safe is left as written (its `panicThreshold` default), never half-compiled.
 */
export function reactCompiler(): Plugin {
  return {
    name: 'argus:react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!APP_SOURCE.test(file) || TEST_FILE.test(file)) return null;
      // Only modules that can hold a component or a hook: JSX, or a `use…` function.
      if (!file.endsWith('.tsx') && !/\bfunction use[A-Z]|\buse[A-Z]\w*\s*=/.test(code)) return null;
      const entry = cacheFile(file, code);
      const cached = readCached(entry);
      if (cached) return cached;
      const result = await transformAsync(code, { filename: file, ...COMPILER_OPTIONS });
      if (!result?.code) return null;
      writeCached(entry, { code: result.code, map: result.map });
      return { code: result.code, map: result.map };
    },
  };
}

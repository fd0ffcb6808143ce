#!/usr/bin/env node
// The server as compiled JavaScript (ADR 0115): apps/api/dist/server.mjs, one ES module bundled by esbuild from
// apps/api/src and the workspace packages it uses, with every npm package left to Node to load from node_modules.
// `npm start` (scripts/start.mjs) builds it when it is missing or older than its sources and runs it with plain Node:
// no TypeScript loader at run time. The migrations are copied beside it, where the database client looks for them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuiltAfter } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
export const API_DIST = path.join(apiDir, 'dist');
const ENTRY = path.join(apiDir, 'src/server.ts');
// The feed parser's worker thread (modules/sources/feed/feed-reader.ts) is an entry of its own beside the server.
const FEED_WORKER = path.join(apiDir, 'src/modules/sources/feed/feed-worker.ts');
const MIGRATIONS = path.join(apiDir, 'src/db/migrations');
const apiSources = ['apps/api/src', 'apps/api/package.json', 'packages/contract/src', 'packages/filtering/src'];

export function isApiBuildCurrent(outDir = API_DIST) {
  return isBuiltAfter(path.join(outDir, 'server.mjs'), apiSources);
}

/** npm packages stay imports that Node resolves from node_modules; the workspace's own (TypeScript) are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@argus/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the server into `outDir` (apps/api/dist unless told); resolves to the seconds it took. */
export async function buildApi(outDir = API_DIST) {
  const started = performance.now();
  const esbuildPath = createRequire(path.join(apiDir, 'package.json')).resolve('esbuild');
  const esbuild = await import(pathToFileURL(esbuildPath).href);
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { server: ENTRY, 'feed-worker': FEED_WORKER },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces name the source files (node --enable-source-maps is set by scripts/start.mjs).
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  fs.cpSync(MIGRATIONS, path.join(outDir, 'migrations'), { recursive: true });
  return (performance.now() - started) / 1000;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (isApiBuildCurrent()) {
    console.log('The server build is current (apps/api/dist).');
  } else {
    buildApi().then(
      (seconds) => console.log(`The server is built (apps/api/dist, ${seconds.toFixed(1)} s).`),
      (error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  }
}

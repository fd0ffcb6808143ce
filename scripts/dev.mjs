#!/usr/bin/env node
// `npm run dev`: the API in watch mode on API_PORT (default 8080) and Vite's dev server, which proxies API calls to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/api/src/server.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--config', path.join(root, 'apps/web/vite.config.ts')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);

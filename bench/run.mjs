#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts in its own process and writes bench/results.json,
// a list of { name, value, unit, goal, pass }. Each benchmark prints its results as JSON lines.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();

const results = [];
for (const file of files) {
  console.log(`== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of run.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const result = JSON.parse(line);
    results.push(result);
    console.log(
      `${result.pass ? 'pass' : 'FAIL'}  ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})`,
    );
  }
  if (run.status !== 0) {
    results.push({ name: file, value: run.status, unit: 'exit code', goal: '0', pass: false });
    console.log(`FAIL  ${file} exited with ${run.status}`);
  }
}
fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
const failed = results.filter((result) => !result.pass).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

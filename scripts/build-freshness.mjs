// Whether a build is current: shared by the web build (scripts/web-build.mjs) and the server's (scripts/api-build.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time under `target` (a file or a folder, searched through), 0 when it is missing. */
function newestModification(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

/** Whether `builtFile` exists and is newer than every file of `sources` (paths from the repository's root). */
export function isBuiltAfter(builtFile, sources) {
  if (!fs.existsSync(builtFile)) return false;
  const builtAt = fs.statSync(builtFile).mtimeMs;
  return sources.every((source) => newestModification(path.join(root, source)) <= builtAt);
}

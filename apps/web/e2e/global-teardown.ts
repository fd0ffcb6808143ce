import fs from 'node:fs';

/** Removes the run's embedded database once the server has stopped. */
export default function removeDataDirectory() {
  const directory = process.env.ARGUS_E2E_DATA_DIR;
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
}

import fs from 'node:fs';
import { STARTED_BY_NPM_TEST } from '../../../scripts/journeys-server.mjs';

/** Removes the run's embedded database once the server has stopped; `npm test` removes that of the server it started. */
export default function removeDataDirectory() {
  const directory = process.env.ARGUS_E2E_DATA_DIR;
  if (directory && process.env[STARTED_BY_NPM_TEST] !== '1') fs.rmSync(directory, { recursive: true, force: true });
}

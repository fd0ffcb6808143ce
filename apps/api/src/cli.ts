// The `npm run argus` program; the commands are in run-cli.ts, where the tests call them in-process.
import { runCli } from './run-cli';

runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

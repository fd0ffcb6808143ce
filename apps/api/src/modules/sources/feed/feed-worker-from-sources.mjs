// The feed worker when the server runs from its TypeScript sources (tests, `npm run dev`): a worker thread does not
// inherit the parent's tsx loader, so it registers one before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./feed-worker.ts');

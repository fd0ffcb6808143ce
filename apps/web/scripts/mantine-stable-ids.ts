import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` renders with an id from React's `useId`, then replaces it with a random one in a layout effect (for
 * pages rendered on a server, where React's ids once did not match): every Mantine component that names itself (an
 * input, a tooltip, a popover, a select …) renders twice when it mounts, and the second render is synchronous, in the
 * task that commits the screen. The app renders in the browser only, so the first id is kept: the hook answers the
 * given id, or React's own, which is unique in the page and stable (ADR 0138).
 */
export function mantineStableIds(): Plugin {
  let replaced = false;
  let building = false;
  return {
    name: 'argus:mantine-stable-ids',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    // A Mantine that moved the hook would ship its double render again without a word: the build says so instead.
    // (The dev server's pre-bundled dependencies and the component tests keep Mantine's own hook.)
    buildEnd(error) {
      if (building && !error && !replaced) {
        this.error(`mantine-stable-ids: no module matched ${MANTINE_USE_ID}; Mantine's useId has moved`);
      }
    },
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      replaced = true;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\\w-]/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

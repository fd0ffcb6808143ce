import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './first-load-chunks';

type FakeModule = {
  code: string;
  importedIds?: string[];
  importers?: string[];
  dynamicImporters?: string[];
  dynamicallyImportedIds?: string[];
  exports?: string[];
};

const ROOT = '/app';
const BARREL = '/app/node_modules/ui/index.mjs';
const file = (name: string) => `${ROOT}/${name}`;
/** A package the kit's barrel imports by name and re-exports (Mantine's index and react-remove-scroll). */
const SCROLL_LOCK = '/app/node_modules/scroll-lock/dist/index.mjs';

// A login page using a UI kit's Button through its barrel; the frame and the Signals screen using Select, a store and
// a worker client (which the first script also imports lazily); a guest's sign-up page sharing Modal with Signals, and
// a form of its own.
const modules: Record<string, FakeModule> = {
  [file('src/app/main.tsx')]: {
    code: "import { Button } from '@ui/kit';\nimport './router';\nimport('../lib/worker-client');",
    importedIds: [BARREL, file('src/app/router.tsx')],
  },
  [file('src/app/router.tsx')]: {
    code: "import { Login } from './routes/guest/login-page';\nexport const routes = [Login];",
    importedIds: [file('src/app/routes/guest/login-page.tsx')],
    dynamicallyImportedIds: [
      file('src/app/layouts/app-layout.tsx'),
      file('src/app/routes/corporate-intelligence/signal-stream-page.tsx'),
      file('src/app/routes/guest/sign-up-page.tsx'),
    ],
  },
  [file('src/app/routes/guest/login-page.tsx')]: {
    code: "import { Button } from '@ui/kit';\nexport const Login = () => Button;",
    importedIds: [BARREL],
  },
  [BARREL]: {
    code: [
      'import { Button } from "./Button.mjs";',
      'import { Select } from "./Select.mjs";',
      'import { Modal } from "./Modal.mjs";',
      'import { RemoveScroll } from "scroll-lock";',
      'export { Button, Select, Modal, RemoveScroll };',
    ].join('\n'),
    importedIds: [
      '/app/node_modules/ui/Button.mjs',
      '/app/node_modules/ui/Select.mjs',
      '/app/node_modules/ui/Modal.mjs',
      SCROLL_LOCK,
    ],
  },
  [SCROLL_LOCK]: { code: 'export function RemoveScroll() {}' },
  '/app/node_modules/ui/Button.mjs': { code: 'export function Button() {}' },
  '/app/node_modules/ui/Select.mjs': { code: 'export function Select() {}' },
  '/app/node_modules/ui/Modal.mjs': { code: 'export function Modal() {}' },
  [file('src/app/layouts/app-layout.tsx')]: {
    code: "import { Select } from '@ui/kit';\nimport { store } from '../../lib/store';\nexport default () => [Select, store];",
    importedIds: [BARREL, file('src/lib/store.ts')],
    dynamicImporters: [file('src/app/router.tsx')],
  },
  [file('src/app/routes/corporate-intelligence/signal-stream-page.tsx')]: {
    code: "import { Modal } from '@ui/kit';\nimport { startWorker } from '../../../lib/worker-client';\nstartWorker(Modal);",
    importedIds: [BARREL, file('src/lib/worker-client.ts')],
    dynamicImporters: [file('src/app/router.tsx')],
  },
  [file('src/app/routes/guest/sign-up-page.tsx')]: {
    code: "import { Modal } from '@ui/kit';\nimport { form } from '../../../lib/sign-up-form';\nexport default [Modal, form];",
    importedIds: [BARREL, file('src/lib/sign-up-form.ts')],
    dynamicImporters: [file('src/app/router.tsx')],
  },
  [file('src/lib/sign-up-form.ts')]: { code: 'export const form = {};' },
  [file('src/lib/store.ts')]: { code: 'export const store = {};' },
  [file('src/lib/worker-client.ts')]: {
    code: 'export function startWorker() {}',
    importers: [file('src/app/routes/corporate-intelligence/signal-stream-page.tsx')],
    dynamicImporters: [file('src/app/main.tsx')],
  },
};

const graph = {
  getModuleInfo: (id: string) => {
    const module = modules[id];
    return module
      ? {
          importedIds: [],
          importers: [],
          dynamicImporters: [],
          dynamicallyImportedIds: [],
          exports: [],
          ...module,
        }
      : null;
  },
};

const group = firstLoadChunks(ROOT);
const chunkOf = (id: string) => (group.name as (id: string, ctx: typeof graph) => string | null)(id, graph);

describe('firstLoadChunks', () => {
  it('puts the login page’s modules in the first script’s chunk, its entry and lazy screens apart', () => {
    expect(chunkOf(file('src/app/router.tsx'))).toBe('first-script');
    expect(chunkOf(file('src/app/routes/guest/login-page.tsx'))).toBe('first-script');
    expect(chunkOf('/app/node_modules/ui/Button.mjs')).toBe('first-script');
    expect(chunkOf(file('src/app/main.tsx'))).toBeNull();
    expect(chunkOf(file('src/app/layouts/app-layout.tsx'))).toBeNull();
    expect(chunkOf(file('src/app/routes/corporate-intelligence/signal-stream-page.tsx'))).toBeNull();
  });

  it('follows a barrel only to what the login page names: the rest of the kit goes with the first screens', () => {
    expect(chunkOf('/app/node_modules/ui/Select.mjs')).toBe('first-screens');
    expect(chunkOf(file('src/lib/store.ts'))).toBe('first-screens');
  });

  it('follows a barrel’s import of another package only when the login page names what it takes from there', () => {
    expect(chunkOf(SCROLL_LOCK)).not.toBe('first-script');
  });

  it('keeps a module a first screen imports in that chunk even when another module imports it lazily', () => {
    expect(chunkOf(file('src/lib/worker-client.ts'))).toBe('first-screens');
  });

  it('puts what a first screen shares with a guest’s screen in one chunk of its own: a guest loads no signed-in code', () => {
    expect(chunkOf('/app/node_modules/ui/Modal.mjs')).toBe('first-and-guest-screens');
    expect(chunkOf(file('src/lib/store.ts'))).toBe('first-screens');
    expect(chunkOf(file('src/lib/sign-up-form.ts'))).toBeNull();
  });
});

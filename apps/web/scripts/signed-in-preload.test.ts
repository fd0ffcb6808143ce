import vm from 'node:vm';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkGraph, preloadScript, signedInPreloads } from './signed-in-preload';

const ROOT = '/app';

type FakeChunk = { fileName: string; module?: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** A bundle as Rolldown hands it over: chunk names, what each was made for, what each imports, Vite's note of its CSS. */
function bundleOf(chunks: FakeChunk[]) {
  return Object.fromEntries(
    chunks.map(({ fileName, module, imports = [], css = [], isEntry = false }) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        facadeModuleId: module ? `${ROOT}/${module}` : null,
        imports,
        isEntry,
        viteMetadata: { importedCss: new Set(css) },
      },
    ]),
  ) as unknown as OutputBundle;
}

// The entry and its shared runtime and styles; the frame with the first screens' shared chunk (which also needs the
// runtime) and its styles; each first screen with a chunk of its own, Mentions also with one it shares with a later
// screen.
const bundle = bundleOf([
  {
    fileName: 'assets/index.js',
    module: 'index.html',
    imports: ['assets/runtime.js', 'assets/first-script.js'],
    isEntry: true,
  },
  { fileName: 'assets/runtime.js' },
  { fileName: 'assets/first-script.js', imports: ['assets/runtime.js'], css: ['assets/first-script.css'] },
  { fileName: 'assets/app-layout.js', module: 'src/app/layouts/app-layout.tsx', imports: ['assets/first-screens.js'] },
  { fileName: 'assets/first-screens.js', imports: ['assets/runtime.js'], css: ['assets/first-screens.css'] },
  {
    fileName: 'assets/signal-stream-page.js',
    module: 'src/app/routes/corporate-intelligence/signal-stream-page.tsx',
    imports: ['assets/first-screens.js'],
  },
  { fileName: 'assets/overview-page.js', module: 'src/app/routes/corporate-intelligence/overview-page.tsx' },
  {
    fileName: 'assets/mention-stream-page.js',
    module: 'src/app/routes/discovery/mention-stream-page.tsx',
    imports: ['assets/first-screens.js', 'assets/highlight.js'],
  },
  { fileName: 'assets/highlight.js' },
]);

describe('signedInPreloads', () => {
  it("lists the frame's files and each first screen's beyond what index.html and the frame load", () => {
    const preloads = signedInPreloads(chunkGraph(bundle, ROOT), ['assets/index.js']);
    expect(preloads.frame).toEqual(['assets/app-layout.js', 'assets/first-screens.css', 'assets/first-screens.js']);
    expect(preloads.screens).toEqual({
      '/': ['assets/signal-stream-page.js'],
      '/corporate-intelligence/signal-stream': ['assets/signal-stream-page.js'],
      '/corporate-intelligence/overview': ['assets/overview-page.js'],
      '/discovery/mention-stream': ['assets/highlight.js', 'assets/mention-stream-page.js'],
    });
  });

  it('stops the build when the frame or a first screen has no chunk (a module moved)', () => {
    const withoutFrame = bundleOf([{ fileName: 'assets/index.js', isEntry: true }]);
    expect(() => signedInPreloads(chunkGraph(withoutFrame, ROOT), ['assets/index.js'])).toThrow(/app-layout\.tsx/);
    const withoutScreens = bundleOf([
      { fileName: 'assets/index.js', isEntry: true },
      { fileName: 'assets/app-layout.js', module: 'src/app/layouts/app-layout.tsx' },
    ]);
    expect(() => signedInPreloads(chunkGraph(withoutScreens, ROOT), ['assets/index.js'])).toThrow(/-page\.tsx/);
  });
});

describe('preloadScript', () => {
  const script = preloadScript(signedInPreloads(chunkGraph(bundle, ROOT), ['assets/index.js']));

  /** Runs the script in a page at `pathname` whose storage holds `token` (or throws when blocked). */
  function linksAdded(pathname: string, token: string | null | 'blocked') {
    const links: Record<string, string>[] = [];
    const localStorage = {
      getItem: (key: string) => {
        if (token === 'blocked') throw new Error('storage is blocked');
        return key === 'user-token' ? token : null;
      },
    };
    const document = {
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
    };
    vm.runInNewContext(script, { window: { localStorage, location: { pathname } }, document });
    return links;
  }

  it("preloads the frame's and the screen's modules and styles when a session is stored", () => {
    // CORS requests like the module script's own and Vite's style links: a preload in another mode is not used.
    const module = (name: string) => ({ rel: 'modulepreload', crossOrigin: 'anonymous', href: `/assets/${name}.js` });
    expect(linksAdded('/discovery/mention-stream', 'a-token')).toEqual([
      module('app-layout'),
      { rel: 'preload', as: 'style', crossOrigin: 'anonymous', href: '/assets/first-screens.css' },
      module('first-screens'),
      module('highlight'),
      module('mention-stream-page'),
    ]);
    // Another screen: the frame's only.
    expect(linksAdded('/system/users', 'a-token').map((link) => link.href)).toEqual([
      '/assets/app-layout.js',
      '/assets/first-screens.css',
      '/assets/first-screens.js',
    ]);
  });

  it('adds nothing for a visitor without a session, or when storage is blocked', () => {
    expect(linksAdded('/corporate-intelligence/signal-stream', null)).toEqual([]);
    expect(linksAdded('/corporate-intelligence/signal-stream', 'blocked')).toEqual([]);
  });
});

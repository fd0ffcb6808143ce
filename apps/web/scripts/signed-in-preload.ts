import { createHash } from 'node:crypto';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { TOKEN_STORAGE_KEY } from '../../../packages/contract/src/constants.ts';

/**
 * A signed-in first load fetches the signed-in frame's code and its screen's beside the first script (ADR 0156).
 * Left to the app, they were asked for only once the first script had arrived and run (`preloadSignedInFrame`, its
 * module graph 75-150 ms of one task): two downloads one after the other, with the page's work between them. A small
 * classic script in the page's head, which runs as the page is parsed, adds preload links for them (and their CSS) when
 * a session is stored: the browser then fetches and compiles them (off the main thread) while the first script loads.
 * Without a stored session (the login page, guests) it adds nothing, so their first script has the line to itself.
 */

/** The signed-in frame (router.tsx's lazy AppLayout), which holds the first screens' shared code (ADR 0114). */
const FRAME = 'src/app/layouts/app-layout.tsx';
/** The screens a signed-in first load opens most, by the path it opens them at ('/' opens Signals). */
const SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/corporate-intelligence/signal-stream-page.tsx',
  '/corporate-intelligence/signal-stream': 'src/app/routes/corporate-intelligence/signal-stream-page.tsx',
  '/corporate-intelligence/overview': 'src/app/routes/corporate-intelligence/overview-page.tsx',
  '/discovery/mention-stream': 'src/app/routes/discovery/mention-stream-page.tsx',
};

export type SignedInPreloads = {
  /** The frame's files beyond what index.html loads itself. */
  frame: string[];
  /** Per path, its screen's files beyond the frame's and index.html's. */
  screens: Record<string, string[]>;
};

/**
 * Each chunk's static imports and styles by file name, and the file of the chunk made for a module (a lazy module's),
 * the module named from the root.
 */
export type ChunkGraph = {
  byFile: Map<string, string[]>;
  stylesOf: Map<string, string[]>;
  fileOf: (module: string) => string | undefined;
};

/** Vite's note on a chunk: the CSS files it loads with it. */
type WithStyles = { viteMetadata?: { importedCss?: Set<string> } };

export function chunkGraph(bundle: OutputBundle, root: string): ChunkGraph {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byModule = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk.fileName]),
  );
  return {
    byFile: new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports])),
    stylesOf: new Map(
      chunks.map((chunk) => [chunk.fileName, [...((chunk as WithStyles).viteMetadata?.importedCss ?? [])]]),
    ),
    fileOf: (module) => byModule.get(path.join(root, module)),
  };
}

/**
 * The files `start` loads: each one and its static imports, transitively, with their styles (which Vite's loader
 * waits for before a lazy module runs).
 */
function closure(graph: ChunkGraph, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(graph.byFile.get(file) ?? []), ...(graph.stylesOf.get(file) ?? []));
  }
  return seen;
}

/** What a signed-in first load at each path may fetch early, given the files index.html loads (`entry`). */
export function signedInPreloads(graph: ChunkGraph, entry: readonly string[]): SignedInPreloads {
  const frameFile = graph.fileOf(FRAME);
  if (!frameFile) throw new Error(`signed-in-preload: no chunk of ${FRAME} in the build`);
  const loaded = closure(graph, entry);
  const frame = [...closure(graph, [frameFile])].filter((file) => !loaded.has(file)).sort();
  const shell = new Set([...loaded, ...frame]);
  const screens: Record<string, string[]> = {};
  for (const [pathname, module] of Object.entries(SCREENS)) {
    const file = graph.fileOf(module);
    if (!file) throw new Error(`signed-in-preload: no chunk of ${module} in the build`);
    screens[pathname] = [...closure(graph, [file])].filter((name) => !shell.has(name)).sort();
  }
  return { frame, screens };
}

/** The script itself: old syntax on purpose (it runs before anything else, in any browser the console supports). */
export function preloadScript(preloads: SignedInPreloads): string {
  return `(function () {
  var stored = null;
  try { stored = window.localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}); } catch (error) { return; }
  if (!stored) return;
  var screens = ${JSON.stringify(preloads.screens)};
  var files = ${JSON.stringify(preloads.frame)}.concat(screens[window.location.pathname] || []);
  for (var index = 0; index < files.length; index += 1) {
    var link = document.createElement('link');
    if (files[index].slice(-4) === '.css') {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = 'anonymous';
    link.href = '/' + files[index];
    document.head.appendChild(link);
  }
})();
`;
}

/** Writes the script into the build (its name carries its content's hash) and names it in index.html's head. */
export function signedInPreload(root: string): Plugin {
  return {
    name: 'argus:signed-in-preload',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle, with the entry's chunk names final.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('signed-in-preload: the bundle has no index.html');
      const graph = chunkGraph(bundle, root);
      const entry = Object.values(bundle)
        .filter((output): output is OutputChunk => output.type === 'chunk' && output.isEntry)
        .map((chunk) => chunk.fileName);
      const source = preloadScript(signedInPreloads(graph, entry));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/signed-in-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = String(html.source);
      const anchor = '<script src="/color-scheme.js"></script>';
      if (!page.includes(anchor)) return this.error(`signed-in-preload: index.html lacks ${anchor}`);
      html.source = page.replace(anchor, `${anchor}\n    <script src="/${fileName}"></script>`);
    },
  };
}

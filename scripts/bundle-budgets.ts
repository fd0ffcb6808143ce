// The web app's JavaScript budgets (ADRs 0012 and 0114), worked out from the build's own manifest
// (apps/web/dist/.vite/manifest.json) and the built files, gzipped: the login route's JavaScript under 150 KB, and
// each lazy screen's chunks beyond the shell it opens in at most 250 KB. One computation for both users: the
// `web-bundle` benchmark reports the figures, and `npm run test:e2e` (so `npm test`, so CI) runs this file right
// after the web build and fails when a budget is exceeded, naming the route and its biggest files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_ROUTE_JS_LIMIT_KB = 150;
export const SCREEN_CHUNKS_LIMIT_KB = 250;

/** One entry of Vite's build manifest (only what the budgets read). */
export type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
export type BuildManifest = Record<string, ManifestChunk>;

/** A file of the build and its gzipped size. */
export type SizedFile = { file: string; kb: number };

export type Budget = {
  /** `login-route-js`, or `<screen>-chunks`: the bench reports `budget-<name>`. */
  name: string;
  /** What is measured, for messages. */
  what: string;
  kb: number;
  limitKb: number;
  /** The login route's limit is strict (< 150), a screen's inclusive (≤ 250), as the issues set them. */
  pass: boolean;
  /** The files counted, biggest first. */
  files: SizedFile[];
};

/** The manifest key of the app's entry and of the pages the budgets treat specially (apps/web/src/app/router.tsx). */
const ENTRY = 'index.html';
const LOGIN_PAGE = 'src/app/routes/guest/login-page.tsx';
/** Every signed-in screen opens inside the app layout, itself a lazy chunk of the entry. */
const APP_LAYOUT = 'src/app/layouts/app-layout.tsx';
/** Lazy screens live here (router.tsx's `page(…, () => import('./routes/…'))`); the login page is the static one. */
const ROUTES = 'src/app/routes/';
/** Screens that open outside the app layout: the guest pages (auth layout) and the public pages. */
const OUTSIDE_APP_LAYOUT = ['src/app/routes/guest/', 'src/app/routes/public/'];
/** Lazy guards a section's screens load with them (router.tsx: the Knowledge Graph section's guard). */
const SECTION_GUARDS: Readonly<Record<string, string>> = {
  'src/app/routes/knowledge-graph/': 'src/app/guards/require-knowledge-graph.tsx',
};

/** The manifest keys `start` loads: each one and its static imports, transitively (what the browser fetches with it). */
export function staticClosure(manifest: BuildManifest, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop()!;
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** Every lazy screen of the router: the dynamic entries under src/app/routes/, in name order. */
export function lazyScreens(manifest: BuildManifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTES) && manifest[key]!.isDynamicEntry)
    .sort();
}

/** `src/app/routes/corporate-intelligence/signal-stream-page.tsx` → `signal-stream`. */
export function screenName(screen: string): string {
  return path
    .basename(screen)
    .replace(/\.tsx?$/, '')
    .replace(/-page$/, '');
}

/**
 * The manifest keys the login route loads: the entry with its static imports, and the login page's, which is in the
 * entry's chunk while router.tsx imports it statically (the manifest then has no key of its own for it).
 */
export function loginRouteChunks(manifest: BuildManifest): Set<string> {
  if (!manifest[ENTRY]) throw new Error(`the build's manifest has no ${ENTRY}`);
  return staticClosure(manifest, [ENTRY, LOGIN_PAGE]);
}

/** The manifest keys a lazy screen loads beyond the shell it opens in (the entry, and the app layout if signed in). */
export function screenChunks(manifest: BuildManifest, screen: string): Set<string> {
  if (!manifest[screen]) throw new Error(`no chunk of ${screen} in the build`);
  const signedIn = !OUTSIDE_APP_LAYOUT.some((prefix) => screen.startsWith(prefix));
  const shell = staticClosure(manifest, signedIn ? [ENTRY, APP_LAYOUT] : [ENTRY]);
  const guards = Object.entries(SECTION_GUARDS)
    .filter(([prefix]) => screen.startsWith(prefix))
    .map(([, guard]) => guard);
  return new Set([...staticClosure(manifest, [...guards, screen])].filter((key) => !shell.has(key)));
}

const sum = (files: SizedFile[]) => files.reduce((total, { kb }) => total + kb, 0);

/**
 * Every budget of a build: the login route, then each lazy screen. `gzippedKb` gives a built file's gzipped size
 * (the file as the manifest names it, relative to dist).
 */
export function computeBudgets(manifest: BuildManifest, gzippedKb: (file: string) => number): Budget[] {
  const sized = (keys: Iterable<string>) =>
    [...new Set([...keys].map((key) => manifest[key]!.file))]
      .map((file) => ({ file, kb: gzippedKb(file) }))
      .sort((a, b) => b.kb - a.kb);
  const loginFiles = sized(loginRouteChunks(manifest));
  const loginKb = sum(loginFiles);
  const budgets: Budget[] = [
    {
      name: 'login-route-js',
      what: "the login route's JavaScript (index.html's entry, its static imports and the login page)",
      kb: loginKb,
      limitKb: LOGIN_ROUTE_JS_LIMIT_KB,
      pass: loginKb < LOGIN_ROUTE_JS_LIMIT_KB,
      files: loginFiles,
    },
  ];
  // The signed-in frame is a lazy chunk too, and it holds the first screens' code (ADR 0114): every signed-in screen
  // counts beyond it, so it has a budget of its own.
  if (manifest[APP_LAYOUT]) {
    const entry = staticClosure(manifest, [ENTRY]);
    const files = sized([...staticClosure(manifest, [APP_LAYOUT])].filter((key) => !entry.has(key)));
    const kb = sum(files);
    budgets.push({
      name: 'app-layout-chunks',
      what: `the signed-in frame's chunks beyond the entry (${APP_LAYOUT})`,
      kb,
      limitKb: SCREEN_CHUNKS_LIMIT_KB,
      pass: kb <= SCREEN_CHUNKS_LIMIT_KB,
      files,
    });
  }
  const screens = lazyScreens(manifest);
  if (screens.length === 0) throw new Error(`the build's manifest lists no lazy screen under ${ROUTES}`);
  for (const screen of screens) {
    const files = sized(screenChunks(manifest, screen));
    const kb = sum(files);
    budgets.push({
      name: `${screenName(screen)}-chunks`,
      what: `the ${screenName(screen)} screen's chunks beyond the shell (${screen})`,
      kb,
      limitKb: SCREEN_CHUNKS_LIMIT_KB,
      pass: kb <= SCREEN_CHUNKS_LIMIT_KB,
      files,
    });
  }
  return budgets;
}

/** A failed budget in one line: what, how big, the limit, and the biggest files. */
export function describeFailure(budget: Budget): string {
  const biggest = budget.files
    .slice(0, 5)
    .map(({ file, kb }) => `${path.basename(file)} ${kb.toFixed(1)} KB`)
    .join(', ');
  const relation = budget.name === 'login-route-js' ? 'under' : 'at most';
  return (
    `budget-${budget.name}: ${budget.what} is ${budget.kb.toFixed(1)} KB gzipped, the budget ${relation} ` +
    `${budget.limitKb} KB (${budget.files.length} files; biggest: ${biggest})`
  );
}

/** The gzipped size in KB of files under `distDir`, each read and compressed once (gzip's default level). */
export function gzippedSizes(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let kb = sizes.get(file);
    if (kb === undefined) {
      kb = gzipSync(fs.readFileSync(path.join(distDir, file))).length / 1024;
      sizes.set(file, kb);
    }
    return kb;
  };
}

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The budgets of the build in `distDir` (apps/web/dist unless told). */
export function readBudgets(distDir = WEB_DIST): Budget[] {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`no build manifest at ${manifestFile}: build the web app first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  return computeBudgets(manifest, gzippedSizes(distDir));
}

// Run as a script (`node --import tsx scripts/bundle-budgets.ts`, in `npm run test:e2e` after the web build): one line
// of figures, or each exceeded budget and exit code 1.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const budgets = readBudgets();
  const failed = budgets.filter((budget) => !budget.pass);
  const [login, ...screens] = budgets;
  const largest = screens.reduce((big, budget) => (budget.kb > big.kb ? budget : big));
  if (failed.length > 0) {
    console.error(`Bundle budgets exceeded (apps/web/dist, gzipped; bench/README.md, web-bundle):`);
    for (const budget of failed) console.error(`  ${describeFailure(budget)}`);
    process.exit(1);
  }
  console.log(
    `Bundle budgets hold: login route JS ${login!.kb.toFixed(1)} KB (< ${LOGIN_ROUTE_JS_LIMIT_KB}); ` +
      `${screens.length - 1} lazy screens and the signed-in frame, the largest ${largest.name.replace(/-chunks$/, '')} ` +
      `${largest.kb.toFixed(1)} KB (≤ ${SCREEN_CHUNKS_LIMIT_KB}).`,
  );
}

// Which chunks the build makes of the modules a first visit loads (ADR 0114), read by vite.config.ts.
//
// Left to the automatic chunking, each module shared by a different set of lazy routes got a chunk of its own: the
// login page's first script was 18 files, the Signals screen asked for about 90 more, which the browser's six
// connections to a server fetch a few at a time, and the frame's code and the start-up's first calls waited behind
// them. Three chunks now hold them: the login page's modules; the other modules of the signed-in frame and the
// Signals, Mentions and Overview screens; and, of those, the ones a guest's screens use too (ADR 0120). Lazily loaded
// modules stay chunks of their own.
import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/** index.html's script: what it reaches is the login page's first script. */
const FIRST_SCRIPT = 'src/app/main.tsx';
/** The router, and its lazy screens a guest opens: their modules stay out of the chunk (a guest never loads it). */
const ROUTER = 'src/app/router.tsx';
const GUEST_SCREENS = /[\\/]src[\\/]app[\\/]routes[\\/](guest|public)[\\/]/;
/** The lazily loaded modules whose imports make the first screens. */
const FIRST_SCREENS = [
  'src/app/layouts/app-layout.tsx',
  'src/app/routes/corporate-intelligence/signal-stream-page.tsx',
  'src/app/routes/discovery/mention-stream-page.tsx',
  'src/app/routes/corporate-intelligence/overview-page.tsx',
];
type ModuleInfo = {
  code: string | null;
  exports: readonly string[];
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
};
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** `import { a, b as c } from 'x'`, `export { d } from 'x'`, `import * as e from 'x'`: the clause, then where from. */
const NAMED_STATEMENT = /(?:import|export)\s*(?:type\s+)?(\{[^}]*\}|\*\s*as\s+[\w$]+)\s*from\s*["']([^"']+)["'];?/g;
/** `export * from 'x'`. */
const STAR_STATEMENT = /export\s*\*\s*from\s*["']([^"']+)["'];?/g;
const EXPORT_LIST = /export\s*\{[^}]*\};?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** The names a statement's clause lists (`{ a, b as c }`, `* as d`), `default` left out. */
function clauseNames(clause: string): string[] {
  return clause
    .replace(/[{}*]/g, ' ')
    .split(/[\s,]+/)
    .filter((word) => word && word !== 'as' && word !== 'type' && word !== 'default');
}

/** A module's named import and re-export statements: the names each takes, and where from. */
function namedStatements(code: string): { names: string[]; from: string }[] {
  return [...code.matchAll(NAMED_STATEMENT)].map(([, clause = '', from = '']) => ({
    names: clauseNames(clause),
    from,
  }));
}

/** Where a module's `export *` statements take from. */
function starStatements(code: string): string[] {
  return [...code.matchAll(STAR_STATEMENT)].map(([, from = '']) => from);
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** A barrel's statement: the module it leads to, and the names it takes from there (none: all of them, `export *`). */
type Passage = { target: string; names: string[] | null; always?: boolean };

/**
 * A module that only gathers others' exports (`@mantine/core`'s index, the contract's), as its passages; null for a
 * module with code of its own.
 */
function barrelPassages(id: string, info: ModuleInfo): Passage[] | null {
  const code = info.code?.replace(COMMENT, '') ?? '';
  if (!code.trim() || code.replace(NAMED_STATEMENT, '').replace(STAR_STATEMENT, '').replace(EXPORT_LIST, '').trim()) {
    return null;
  }
  const byPath = new Map(
    info.importedIds.map((imported) => [withoutExtension(`./${path.relative(path.dirname(id), imported)}`), imported]),
  );
  const passages: Passage[] = [];
  for (const { names, from } of namedStatements(code)) passages.push({ target: from, names });
  for (const from of starStatements(code)) passages.push({ target: from, names: null });
  // A statement naming a package leads to the one import of the barrel inside that package (`import { RemoveScroll }
  // from 'react-remove-scroll'` in Mantine's index). Where the package cannot be told apart (`export * from
  // 'zustand/react'` beside another import of zustand), every import the barrel's statements do not account for is
  // followed, whatever the script uses.
  const inPackage = (specifier: string) => {
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    const found = info.importedIds.filter((imported) => imported.includes(`/node_modules/${name}/`));
    return found.length === 1 ? found[0] : undefined;
  };
  const resolved = passages.filter(
    (passage) =>
      byPath.has(withoutExtension(passage.target)) || (!/^[./]/.test(passage.target) && inPackage(passage.target)),
  );
  for (const passage of resolved) {
    passage.target = byPath.get(withoutExtension(passage.target)) ?? inPackage(passage.target)!;
  }
  if (resolved.length === passages.length) return resolved;
  const accounted = new Set(resolved.map((passage) => passage.target));
  const rest = info.importedIds.filter((imported) => !accounted.has(imported));
  return [...resolved, ...rest.map((target) => ({ target, names: null, always: true }))];
}

/**
 * What index.html's script reaches through static imports. A barrel is followed only to the modules whose exports the
 * script's modules import by name (the bundle keeps nothing else of it): `@mantine/core`'s index imports all of
 * Mantine, the contract's index all of the contract.
 */
function usedModules(graph: ModuleGraph, entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const names = new Set<string>();
  const barrels = new Map<string, Passage[]>();
  const pending = [...entries];
  const visit = () => {
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id)) continue;
      reached.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      const passages = barrelPassages(id, info);
      if (passages) {
        barrels.set(id, passages);
        continue;
      }
      // Names taken from a package (`from '@mantine/core'`), where a barrel may stand; a relative path is no barrel's
      // and its names (react-router's `NavLink`) would only widen the set.
      for (const statement of namedStatements(info.code ?? '')) {
        if (!/^[./]/.test(statement.from)) statement.names.forEach((name) => names.add(name));
      }
      pending.push(...info.importedIds);
    }
  };
  const used = (passage: Passage) => {
    if (passage.always) return true;
    if (passage.names) return passage.names.some((name) => names.has(name));
    // Behind `export *`: a barrel passes the question on; a module answers with its exports.
    const target = graph.getModuleInfo(passage.target);
    return !target || barrelPassages(passage.target, target) !== null || target.exports.some((name) => names.has(name));
  };
  visit();
  // A barrel's passages whose names the script uses lead on; the modules they reach may use more names.
  for (let before = -1; reached.size !== before;) {
    before = reached.size;
    for (const passages of barrels.values()) {
      for (const passage of passages) if (!reached.has(passage.target) && used(passage)) pending.push(passage.target);
    }
    visit();
  }
  return reached;
}

/**
 * Whether a module is only ever loaded by an `import()` (a lazy screen, the frame): it stays a chunk of its own. One
 * that a planned module also imports statically goes with it: as a chunk apart, it would import its importer's chunk
 * and be imported by it, and whichever ran first would meet the other's exports undefined.
 */
const isLazy = (graph: ModuleGraph, id: string) => {
  const info = graph.getModuleInfo(id);
  return Boolean(info && info.dynamicImporters.length > 0 && info.importers.length === 0);
};

/**
 * Which chunk each module goes to: the login page's modules to `first-script` (the entry imports it; one file, not
 * twenty small ones each with its own imports and exports), the first screens' other modules to `first-screens`, or
 * to `first-and-guest-screens` when a guest's lazy screen (sign-up, the public pages) uses them too, so that a guest
 * never loads the signed-in code.
 */
function planChunks(graph: ModuleGraph, webRoot: string): Map<string, string> {
  const fromRoot = (file: string) => path.join(webRoot, file);
  const firstScript = usedModules(graph, [fromRoot(FIRST_SCRIPT)]);
  const lazyRoutes = graph.getModuleInfo(fromRoot(ROUTER))?.dynamicallyImportedIds ?? [];
  const guestScreens = usedModules(
    graph,
    lazyRoutes.filter((route) => GUEST_SCREENS.test(route)),
  );
  const firstScreens = usedModules(graph, FIRST_SCREENS.map(fromRoot));
  const plan = new Map<string, string>();
  for (const id of firstScript) if (!isLazy(graph, id) && id !== fromRoot(FIRST_SCRIPT)) plan.set(id, 'first-script');
  for (const id of firstScreens) {
    if (plan.has(id) || isLazy(graph, id)) continue;
    // Shared with a guest's screens: one chunk of all of those, which both load, instead of a dozen small ones behind
    // the browser's six connections (ADR 0120); a guest still loads no signed-in code.
    plan.set(id, guestScreens.has(id) ? 'first-and-guest-screens' : 'first-screens');
  }
  return plan;
}

/** The chunk group for the web app at `webRoot`; it reads the module graph once, at the first module it is asked about. */
export function firstLoadChunks(webRoot: string): CodeSplittingGroup {
  let plan: Map<string, string> | undefined;
  return {
    name: (id, graph) => {
      plan ??= planChunks(graph, webRoot);
      return plan.get(id) ?? null;
    },
    // Only the planned modules: a module's imports stay where the plan or the automatic chunking puts them.
    includeDependenciesRecursively: false,
  };
}

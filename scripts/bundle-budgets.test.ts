import { describe, expect, it } from 'vitest';
import { computeBudgets, describeFailure, lazyScreens, screenName, type BuildManifest } from './bundle-budgets';

// A small build in the shape Vite writes it: the entry (with the login page inside its chunk), the lazy app layout,
// a signed-in screen sharing a chunk with the layout, a Knowledge Graph screen behind its lazy guard, a guest page
// and a lazy chunk that is no screen.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_zod.js'],
    dynamicImports: [
      'src/app/layouts/app-layout.tsx',
      'src/app/routes/corporate-intelligence/signal-stream-page.tsx',
      'src/app/guards/require-knowledge-graph.tsx',
      'src/app/routes/knowledge-graph/industry-network-page.tsx',
      'src/app/routes/guest/sign-up-page.tsx',
      'src/components/alert/notification-container.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js', imports: ['_react.js'] },
  '_mantine-extra.js': { file: 'assets/mantine-extra.js' },
  '_charts.js': { file: 'assets/charts.js' },
  '_schemas.js': { file: 'assets/schemas.js' },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_mantine-extra.js'],
  },
  'src/app/routes/corporate-intelligence/signal-stream-page.tsx': {
    file: 'assets/signal-stream-page.js',
    src: 'src/app/routes/corporate-intelligence/signal-stream-page.tsx',
    isDynamicEntry: true,
    imports: ['_mantine-extra.js', '_charts.js', '_zod.js'],
  },
  'src/app/guards/require-knowledge-graph.tsx': {
    file: 'assets/require-knowledge-graph.js',
    isDynamicEntry: true,
    imports: ['_schemas.js'],
  },
  'src/app/routes/knowledge-graph/industry-network-page.tsx': {
    file: 'assets/industry-network-page.js',
    isDynamicEntry: true,
    imports: ['_charts.js'],
  },
  'src/app/routes/guest/sign-up-page.tsx': {
    file: 'assets/sign-up-page.js',
    isDynamicEntry: true,
    imports: ['_mantine-extra.js'],
  },
  'src/components/alert/notification-container.tsx': { file: 'assets/notification-container.js', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 10,
  'assets/zod.js': 15,
  'assets/mantine-extra.js': 20,
  'assets/charts.js': 200,
  'assets/schemas.js': 5,
  'assets/app-layout.js': 30,
  'assets/signal-stream-page.js': 40,
  'assets/require-knowledge-graph.js': 1,
  'assets/industry-network-page.js': 60,
  'assets/sign-up-page.js': 3,
  'assets/notification-container.js': 7,
};
const sizeOf = (file: string) => sizes[file]!;
const byName = () => new Map(computeBudgets(manifest, sizeOf).map((budget) => [budget.name, budget]));

describe('bundle budgets', () => {
  it("counts the login route as the entry's chunk and its static imports, each file once", () => {
    const login = byName().get('login-route-js')!;
    expect(login.files.map(({ file }) => file)).toEqual(['assets/index.js', 'assets/zod.js', 'assets/react.js']);
    expect(login.kb).toBe(125);
    expect(login.pass).toBe(true);
  });

  it('finds every lazy screen under src/app/routes and nothing else, in path order', () => {
    expect(lazyScreens(manifest).map(screenName)).toEqual(['signal-stream', 'sign-up', 'industry-network']);
    expect([...byName().keys()]).toEqual([
      'login-route-js',
      'app-layout-chunks',
      'signal-stream-chunks',
      'sign-up-chunks',
      'industry-network-chunks',
    ]);
  });

  it("counts a signed-in screen's chunks beyond the entry and the app layout, with its section's guard", () => {
    const budgets = byName();
    // The layout already brought the shared Mantine chunk, the entry zod.
    expect(budgets.get('signal-stream-chunks')!.kb).toBe(40 + 200);
    expect(budgets.get('industry-network-chunks')!.kb).toBe(60 + 200 + 1 + 5);
  });

  it('counts the signed-in frame beyond the entry: every signed-in screen opens in it', () => {
    const frame = byName().get('app-layout-chunks')!;
    expect(frame.files.map(({ file }) => file)).toEqual(['assets/app-layout.js', 'assets/mantine-extra.js']);
    expect(frame.kb).toBe(30 + 20);
    expect(frame.pass).toBe(true);
  });

  it('counts a guest screen beyond the entry only: it does not open in the app layout', () => {
    expect(byName().get('sign-up-chunks')!.kb).toBe(3 + 20);
  });

  it('fails a screen over 250 KB and the login route at 150 KB, naming the files', () => {
    const budgets = byName();
    const network = budgets.get('industry-network-chunks')!;
    expect(network.pass).toBe(false);
    expect(budgets.get('signal-stream-chunks')!.pass).toBe(true);
    expect(describeFailure(network)).toBe(
      "budget-industry-network-chunks: the industry-network screen's chunks beyond the shell " +
        '(src/app/routes/knowledge-graph/industry-network-page.tsx) is 266.0 KB gzipped, the budget at most 250 KB ' +
        '(4 files; biggest: charts.js 200.0 KB, industry-network-page.js 60.0 KB, schemas.js 5.0 KB, ' +
        'require-knowledge-graph.js 1.0 KB)',
    );
    const heavierEntry = computeBudgets(manifest, (file) => (file === 'assets/index.js' ? 125 : sizeOf(file)));
    expect(heavierEntry[0]!.kb).toBe(150);
    expect(heavierEntry[0]!.pass).toBe(false);
  });

  it('says so when the manifest has no entry or no lazy screen', () => {
    expect(() => computeBudgets({}, sizeOf)).toThrow(/no index\.html/);
    expect(() => computeBudgets({ 'index.html': { file: 'assets/index.js' } }, sizeOf)).toThrow(/no lazy screen/);
  });
});

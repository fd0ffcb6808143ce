import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** The app's own components and hooks; libraries come compiled (or not) as their authors ship them. */
const APP_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/].*\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * React Compiler (babel-plugin-react-compiler) over the app's sources, before Vite's own TypeScript and JSX
 * transform (ADR 0118): every component and hook memoises what it renders, so a store or query update re-renders
 * what reads it and not the whole screen below it. `@rolldown/plugin-babel`, the plugin Vite's React plugin names
 * for this, wants Node 22; this is the same Babel call without its worker pool. A file the compiler cannot prove
 * safe is left as written (its `panicThreshold` default), never half-compiled.
 */
export function reactCompiler(): Plugin {
  return {
    name: 'argus:react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!APP_SOURCE.test(file) || TEST_FILE.test(file)) return null;
      // Only modules that can hold a component or a hook: JSX, or a `use…` function.
      if (!file.endsWith('.tsx') && !/\bfunction use[A-Z]|\buse[A-Z]\w*\s*=/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-react-compiler', { target: '19' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

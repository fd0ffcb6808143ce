import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path with its extension: Vite bundles it into the config (a workspace package would be loaded by Node,
// which cannot read .ts), and Vite's coming native config loader needs the extension written.
import { API_PATH_PREFIXES } from '../../packages/contract/src/constants.ts';
import { firstLoadChunks } from './scripts/first-load-chunks.ts';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';
import { ROLE_PRECACHE_FILE, splitPrecacheByRole, type BuildManifest } from './scripts/precache-by-role.ts';
import { reactCompiler } from './scripts/react-compiler.ts';
import { signedInPreload } from './scripts/signed-in-preload.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const distDir = path.join(webRoot, 'dist');
/** The slices of src/lib/cjk-font.css's font, as the build names them. */
const CJK_FONT_SLICES = '**/noto-sans-sc-*.woff2';

/**
 * The precache is everyone's shell and screens; the files only staff screens load are left out of it and listed in
 * ROLE_PRECACHE_FILE for a staff session to fetch through the worker, which keeps them (ADR 0103).
 */
function leaveOutStaffScreens<Entry extends { url: string }>(entries: Entry[]) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const { staffOnly, byPrivilege } = splitPrecacheByRole(manifest);
  fs.writeFileSync(path.join(distDir, ROLE_PRECACHE_FILE), JSON.stringify(byPrivilege));
  const left = new Set(staffOnly);
  return { manifest: entries.filter((entry) => !left.has(`/${entry.url.replace(/^\//, '')}`)) };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#14102, open): its warnings and
 * their checks would ship in the production bundle. Its production build is the same code with them off.
 */
function reactRouterProductionBuild() {
  const packageRoot = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(packageRoot, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(packageRoot, 'dist/production/dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [
    mantineStableIds(),
    reactCompiler(),
    react(),
    // A signed-in first load fetches the frame's and its screen's code beside the first script (ADR 0156).
    signedInPreload(webRoot),
    // The service worker (spec sections 4 and 9, ADR 0021): precaches the built shell, answers every page
    // navigation with index.html offline, and never touches the API.
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      registerType: 'autoUpdate',
      // src/app/register-service-worker.ts registers it (for the hourly update check).
      injectRegister: false,
      manifest: false,
      workbox: {
        // json: the Map's world shapes, a file of the build (ADR 0096).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json}'],
        // The Chinese font's hundred slices (3.5 MB) are fetched only for the characters a page shows (ADR 0113).
        globIgnores: ['**/node_modules/**/*', CJK_FONT_SLICES],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: API_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}(?:[/?]|$)`)),
        manifestTransforms: [leaveOutStaffScreens],
        // API answers always come from the server. Built files outside the precache (staff screens) are kept once
        // fetched: their names carry their content's hash, so a kept copy is never stale.
        runtimeCaching: [
          // Font slices apart, so that they never push staff screens out of theirs.
          {
            urlPattern: /\/assets\/noto-sans-sc-[^/]*\.woff2$/,
            handler: 'CacheFirst',
            options: { cacheName: 'argus-cjk-font', expiration: { maxEntries: 120 } },
          },
          {
            urlPattern: /\/assets\//,
            handler: 'CacheFirst',
            options: { cacheName: 'argus-role-screens', expiration: { maxEntries: 200 } },
          },
        ],
        cleanupOutdatedCaches: true,
        // A new worker takes over at once and the page reloads (spec section 4), instead of waiting for every tab to close.
        skipWaiting: true,
        clientsClaim: true,
        // One file, so that /sw.js is the only script the worker needs.
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
    // Each built file also as .br and .gz at the best settings, sent as they are (plugins/web-app.ts): a third fewer
    // bytes than the server's per-request coding (brotli 1), and no compression work per request.
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // The workspace holds two copies of some Mantine packages; one React context each would break theming.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    alias: command === 'build' ? reactRouterProductionBuild() : [],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each lazy route loads (the web-bundle benchmark reads it).
    manifest: true,
    // Fonts always as files: a slice inlined into cjk-font.css would be fetched by every page that loads it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Left to the automatic chunking, zod (needed by lazy screens) lands in a shared chunk the login page
            // loads too; as its own group, split by which entries use it, the login page never fetches it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, entriesAware: true, priority: 2 },
            { ...firstLoadChunks(webRoot), priority: 1 },
          ],
        },
      },
    },
  },
}));

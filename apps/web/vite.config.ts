import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A relative path: Vite bundles it into the config, while a workspace package would be loaded by Node, which cannot read .ts.
import { API_PATH_PREFIXES } from '../../packages/contract/src/constants';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    // The workspace holds two copies of some Mantine packages; one React context each would break theming.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

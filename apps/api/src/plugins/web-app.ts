import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PATH_PREFIXES } from '@argus/contract';
import { notFound } from '../lib/http-error';

/** A request for a file (an asset, an icon): when missing it is a 404, never the app's page. */
const isFilePath = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/** Written by the web build (vite-plugin-pwa); ADR 0021. */
const SERVICE_WORKER_FILE = 'sw.js';

const isApiPath = (url: string) =>
  API_PATH_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * Serves the built web app. Client-side routes (/corporate-intelligence/…, /login, …) get index.html;
 * hashed assets are cached for a year, index.html and the service worker (`/sw.js`) never.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWebApp && webDistDir) {
    const serviceWorkerFile = path.join(webDistDir, SERVICE_WORKER_FILE);
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looks files up per request, so a rebuild's new hashed assets are served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are, with the coding the client
      // accepts; @fastify/compress leaves an answer that has a Content-Encoding alone.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The worker controls every page of the app (spec section 4: root scope), whatever path registers it.
        if (filePath === serviceWorkerFile) response.header('service-worker-allowed', '/');
      },
    });
  }
  const sendPage = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The static wildcard would answer the bare root as a directory listing request (403).
  if (hasWebApp) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isFilePath(request.url);
    if (hasWebApp && wantsPage) {
      return sendPage(reply);
    }
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}.`);
  });
}

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

/**
 * A built asset's name (`assets/<name>-<hash>.<ext>`, a font slice, their .br and .gz): one path segment, no dot first,
 * nothing that could climb out of the folder.
 */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)+$/;

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
  // The hashed assets by their name alone: the wildcard route checks a path's spelling against its folder's listing,
  // read per request (a case-insensitive file system could otherwise serve one file under two names), and the assets'
  // folder lists several hundred files: a quarter of an asset's answer (1.9 -> 1.4 ms of CPU, 60 assets of the build,
  // interleaved runs). A name this strict has one spelling; files a rebuild writes are still found (sendFile looks
  // each one up).
  if (hasWebApp) {
    app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, (request, reply) => {
      if (!ASSET_NAME.test(request.params.name)) throw notFound(`No file ${request.url.split('?')[0]}.`);
      return reply.sendFile(`assets/${request.params.name}`);
    });
  }
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

// The API's OpenAPI document as the server answers it at /api/docs/json, built from a real app on an empty in-memory
// database (the document needs no data): for the document's lint and the generated-client test.
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: 'pglite-snapshot' });
  const app = await buildApp({ database, jwtSecret: 'a-signing-secret-only-for-the-document-build' });
  try {
    await app.ready();
    return app.swagger() as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

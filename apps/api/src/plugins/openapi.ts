import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_TITLE } from '@argus/contract';

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, where a nullable enum admits null (3.0's `nullable` did not, for an
      // enum without null among its values, and strict validators refused the answers).
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_TITLE} API`,
        version: '1.0.0',
        // No open-source licence: package.json is `private` and names none, and the README none either. An SPDX
        // `LicenseRef-` names a licence outside SPDX's list; there is no licence page to link to.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'Errors answer `{ error, message, field? }`; a 400 names the field. A customer named in the path that does ' +
          'not exist is 404 (a customer the caller may not open is 403); one named in a body is 400 naming the field.',
      },
      // The API answers on the origin that serves this document.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withOptionalBodies(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

type DocumentSchema = { type?: string; anyOf?: DocumentSchema[] };
type DocumentOperation = {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: DocumentSchema }> };
};

/**
 * Swagger marks every request body required, but a body whose schema admits null may be left out (Fastify hands a
 * missing body over as null): the document says so, and names the body without its null.
 */
function withOptionalBodies<Document extends { paths?: object }>(document: Document): Document {
  for (const methods of Object.values(document.paths ?? {}) as Record<string, DocumentOperation>[]) {
    for (const operation of Object.values(methods)) {
      const json = operation.requestBody?.content?.['application/json'];
      const branches = json?.schema?.anyOf;
      if (!json || !branches?.some((branch) => branch.type === 'null')) continue;
      const rest = branches.filter((branch) => branch.type !== 'null');
      json.schema = rest.length === 1 ? rest[0] : { ...json.schema, anyOf: rest };
      operation.requestBody!.required = false;
    }
  }
  return document;
}

import fs from 'node:fs';
import { buildOpenApiDocument } from './openapi-document';
fs.writeFileSync('/tmp/oa/doc.json', JSON.stringify(await buildOpenApiDocument(), null, 2));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@argus/contract';
import type { EndpointDescriptor } from '@argus/contract';
import { buildTestApp, type TestApp } from './build-test-app';
import { documentPathOf } from './drills/document';

// ADR 0117: every endpoint is described once, in the contract, and served from that description. The app's OpenAPI
// document is built from the served routes, so it names what is served; the descriptors name what is described.

type DocumentOperation = { operationId?: string };
type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

/** Every `…Endpoints` group the contract exports, flattened: 'signalsEndpoints.createSignal' → its descriptor. */
const descriptors = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointDescriptor>).map(
      ([name, descriptor]) => [`${group}.${name}`, descriptor] as const,
    ),
  );

describe('the endpoint descriptors', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
    document = testApp.app.swagger() as OpenApiDocument;
  });
  afterAll(() => testApp.close());

  it('are all complete: an operation id, a tag, a summary, who may call, the errors', () => {
    const incomplete = descriptors
      .filter(
        ([, descriptor]) => !descriptor.operationId || !descriptor.tag || !descriptor.summary || !descriptor.access,
      )
      .map(([name]) => name);
    expect(incomplete).toEqual([]);
  });

  it('name each operation once', () => {
    const ids = descriptors.map(([, descriptor]) => descriptor.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('are each served, from the descriptor (the served route documents its operation id)', () => {
    const unserved = descriptors
      .filter(
        ([, descriptor]) =>
          !testApp.app.hasRoute({ method: descriptor.method, url: descriptor.path }) ||
          document.paths[documentPathOf(descriptor.path)]?.[descriptor.method.toLowerCase()]?.operationId !==
            descriptor.operationId,
      )
      .map(([name, descriptor]) => `${name}: ${descriptor.method} ${descriptor.path}`);
    expect(unserved).toEqual([]);
  });

  it('describe every operation the app serves', () => {
    const described = new Set(
      descriptors.map(([, descriptor]) => `${descriptor.method} ${documentPathOf(descriptor.path)}`),
    );
    const undescribed = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((operation) => !described.has(operation));
    expect(undescribed).toEqual([]);
  });
});

import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeAnswerMismatches } from './answer-conformance';
import { buildTestApp, type TestApp } from './build-test-app';

// The checker every API suite runs (answer-conformance.ts) must see what differs from the document.
describe('answers held against the OpenAPI document', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // A route whose handler answers past its own schema (a string is sent as it is, never serialised).
    const schema: FastifySchema = {
      params: z.object({ kind: z.string() }),
      response: { 200: z.object({ name: z.string() }) },
    };
    testApp.app.route({
      method: 'GET',
      url: '/probe/:kind',
      schema,
      handler: async (request, reply) => {
        const { kind } = request.params as { kind: string };
        if (kind === 'teapot') return reply.code(418).send({ name: 'tea' });
        if (kind === 'text') return reply.type('text/plain').send('name');
        return reply.type('application/json').send(kind === 'right' ? '{"name":"x"}' : '{"name":1}');
      },
    });
  });
  afterAll(() => testApp.close());

  it('passes an answer the document describes', async () => {
    takeAnswerMismatches();
    await testApp.app.inject({ method: 'GET', url: '/probe/right' });
    await testApp.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(takeAnswerMismatches()).toEqual([]);
  });

  it('records a body, a status and a media type the document does not describe', async () => {
    await testApp.app.inject({ method: 'GET', url: '/probe/wrong' });
    await testApp.app.inject({ method: 'GET', url: '/probe/teapot' });
    await testApp.app.inject({ method: 'GET', url: '/probe/text' });
    expect(takeAnswerMismatches()).toEqual([
      expect.stringContaining(
        'GET /probe/:kind answered 200: the body does not match the document (/name must be string)',
      ),
      'GET /probe/:kind answered 418: the document has no such answer',
      expect.stringContaining('GET /probe/:kind answered 200 as text/plain'),
    ]);
  });
});

import { afterAll, expect } from 'vitest';
import { takeAnswerMismatches } from './answer-conformance';

// Each API test file's answers, held against the published OpenAPI document (answer-conformance.ts).
afterAll(() => {
  expect(takeAnswerMismatches(), 'answers that differ from the OpenAPI document').toEqual([]);
});

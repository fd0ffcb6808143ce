import { config } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSchemasWithoutEval } from './schema-settings';

describe('parseSchemasWithoutEval', () => {
  afterEach(() => {
    config({ jitless: false });
  });

  it("sets zod's own jitless setting", () => {
    expect(config().jitless).not.toBe(true);
    parseSchemasWithoutEval();
    expect(config().jitless).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { NEW_SOURCE, sourceFieldOf, validateNewSource } from './source-form';
import { fetchOutcomeText, intervalText, shortUrl, sourceHealth } from './source-health';

describe('the source form', () => {
  it('names the form field of a body path, and none for a path the form lacks', () => {
    expect(sourceFieldOf('customers.3')).toBe('customers');
    expect(sourceFieldOf('intervalMinutes')).toBe('intervalMinutes');
    expect(sourceFieldOf('opml')).toBeUndefined();
  });

  it('refuses an empty interval instead of sending the default', () => {
    const errors = validateNewSource({ ...NEW_SOURCE, name: 'A', url: 'https://a.example/feed', intervalMinutes: '' });
    expect(errors).toEqual({ intervalMinutes: expect.stringMatching(/^Must be a number/) });
  });
});

describe('a source at a glance', () => {
  it('says what a fetch did, leaving out what did not happen', () => {
    expect(fetchOutcomeText({ newItems: 12, updatedItems: 0, seenItems: 40, skippedItems: 0 })).toBe('12 new, 40 seen');
    expect(fetchOutcomeText({ newItems: 0, updatedItems: 2, seenItems: 5, skippedItems: 1 })).toBe(
      '0 new, 2 updated, 5 seen, 1 skipped',
    );
  });

  it('words the interval and shortens the URL', () => {
    expect(intervalText(15)).toBe('Every 15 min');
    expect(intervalText(90)).toBe('Every 1 h 30 min');
    expect(intervalText(1440)).toBe('Daily');
    expect(shortUrl('https://www.example.com/feed/')).toBe('example.com/feed');
    expect(shortUrl(`https://example.com/${'x'.repeat(80)}`, 20)).toHaveLength(20);
  });

  it('puts paused before failing', () => {
    const base = {
      paused: false,
      lastError: null,
      failuresInARow: 0,
      lastFetchedAt: null,
    } as unknown as Parameters<typeof sourceHealth>[0];
    expect(sourceHealth(base)).toBe('waiting');
    expect(sourceHealth({ ...base, lastFetchedAt: '2026-01-05T10:00:00Z' })).toBe('healthy');
    expect(sourceHealth({ ...base, lastError: 'HTTP 500', failuresInARow: 2 })).toBe('failing');
    expect(sourceHealth({ ...base, lastError: 'HTTP 500', paused: true })).toBe('paused');
  });
});

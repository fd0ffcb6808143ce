import { describe, expect, it } from 'vitest';
import { filterPlace } from '../../lib/filter-place';
import { folderHolding } from './folder-holdings';

const now = new Date('2026-11-23T13:00:00.000Z');
const from = (dateBegin: string) => ({ dateBegin, dateEnd: '2026-11-23' });

describe('folderHolding', () => {
  it('holds the load range from its first day, the spec month by default', () => {
    expect(folderHolding('last-month', false, now)).toEqual({ firstDay: '2026-10-23', whole: true });
    expect(folderHolding('last-year', false, now)).toEqual({ firstDay: '2025-11-23', whole: true });
  });

  it('decides the filter place with the date range: the default month in the browser, earlier days on the server', () => {
    const month = folderHolding('last-month', false, now);
    expect(filterPlace(from('2026-10-23'), month)).toBe('browser');
    expect(filterPlace(from('2026-08-23'), month)).toBe('server-range');
    // A user whose default is the last year has the folder loaded that far back: the same range stays in the browser.
    expect(filterPlace(from('2026-08-23'), folderHolding('last-year', false, now))).toBe('browser');
  });

  it('leaves every range to the server for an oversized folder', () => {
    expect(filterPlace(from('2026-11-01'), folderHolding('last-month', true, now))).toBe('server-size');
  });
});

import { describe, expect, it } from 'vitest';
import { readReportParams, toReportSort, toTableSorting, writeReportParams } from './report-params';

describe('the Feedbacks screen URL', () => {
  it('reads the filters, sort and page, leaving out unknown and empty parameters', () => {
    const params = readReportParams(
      new URLSearchParams('from=2026-03-01&to=2026-03-31&customer=poc&user=&feedback=dislike&x=1&sort=user&page=3'),
    );
    expect(params).toEqual({
      filters: { from: '2026-03-01', to: '2026-03-31', customer: 'poc', feedback: 'dislike' },
      sort: 'user',
      page: 3,
    });
  });

  it('keeps a bad value as written, for the server to name, but never a page below 1', () => {
    const params = readReportParams(new URLSearchParams('from=yesterday&sort=title&page=-2'));
    expect(params).toEqual({ filters: { from: 'yesterday' }, sort: 'title', page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeReportParams({ filters: {}, sort: '-createdAt', page: 1 }).toString()).toBe('');
    const state = { filters: { eventType: 'Management Change', kind: 'signal' }, sort: 'customer', page: 2 };
    const written = writeReportParams(state);
    expect(written.toString()).toBe('eventType=Management+Change&kind=signal&sort=customer&page=2');
    expect(readReportParams(written)).toEqual(state);
  });

  it('turns the table sorting into the server sort and back', () => {
    expect(toReportSort([{ id: 'user', desc: true }])).toBe('-user');
    expect(toReportSort([{ id: 'title', desc: false }])).toBe('-createdAt');
    expect(toReportSort([])).toBe('-createdAt');
    expect(toTableSorting('-eventType')).toEqual([{ id: 'eventType', desc: true }]);
    expect(toTableSorting('bogus')).toEqual([{ id: 'createdAt', desc: true }]);
  });
});

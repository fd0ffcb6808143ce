import type { FeedbackReportRow } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { itemHref } from './item-href';

const SIGNAL: FeedbackReportRow = {
  id: '00000000-0000-4000-8000-000000000001',
  eventId: '00000000-0000-4000-8000-0000000000a1',
  itemKind: 'signal',
  feedback: 1,
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  customerName: 'northwind',
  customerLabel: 'Northwind Logistics',
  eventType: 'Acquisition',
  username: 'ada',
  displayName: null,
  title: 'Northwind buys a rival',
  company: 'Northwind Logistics AG',
  publishDate: '2026-03-01T10:00:00.000Z',
  itemState: 'shown',
};

const paramsOf = (href: string | null) => Object.fromEntries(new URL(href!, 'http://argus.test').searchParams);

describe('itemHref', () => {
  it('names the folder and the signal in the address, so that a new tab opens both', () => {
    const href = itemHref(SIGNAL);
    expect(href).toMatch(/^\/corporate-intelligence\/signal-stream\?folder=northwind&/);
    expect(paramsOf(href)).toEqual({
      folder: 'northwind',
      from: '2026-03-01',
      to: '2026-03-01',
      reliability: '0',
      language: '',
      media: '',
      hideDisliked: 'false',
      company: 'Northwind Logistics AG',
      signal: SIGNAL.eventId,
    });
  });

  it("opens a mention's day on Mentions in its folder", () => {
    const href = itemHref({ ...SIGNAL, itemKind: 'mention', company: null });
    expect(href).toMatch(/^\/discovery\/mention-stream\?/);
    expect(paramsOf(href).folder).toBe('northwind');
    expect(paramsOf(href).signal).toBeUndefined();
  });

  it('has no link without a folder or a publish date', () => {
    expect(itemHref({ ...SIGNAL, customerName: null })).toBeNull();
    expect(itemHref({ ...SIGNAL, publishDate: null })).toBeNull();
  });
});

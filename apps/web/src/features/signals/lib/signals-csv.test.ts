import type { Signal } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { toSignalsCsv } from './signals-csv';

const signal: Signal = {
  id: '1',
  publishDate: '2026-11-21T08:00:00.000Z',
  targetEntityName: 'Acme, Inc.',
  targetEntityId: null,
  mediaSegment: 'news',
  reliability: 'High',
  language: 'en',
  result: null,
  eventType: 'Acquisition',
  category: 'M&A',
  dunsId: null,
  title: null,
  sentence: 'Acme said "yes"\nto the deal.',
  url: 'https://example.com/a',
  source: 'Example Times',
  eventArguments: [],
  updatedAt: '2026-11-21T08:00:00.000Z',
};

describe('signals CSV', () => {
  it('quotes commas, quotes and line breaks, and leaves empty values empty', () => {
    const [header, row] = toSignalsCsv([signal]).split('\r\n');
    expect(header).toBe(
      'Publish date,Target entity,D-U-N-S number,Event type,Category,Reliability,Media segment,Language,Result,Sentence,Source,URL,Signal ID',
    );
    expect(toSignalsCsv([signal])).toContain(
      '2026-11-21,"Acme, Inc.",,Acquisition,M&A,High,news,en,,"Acme said ""yes""\nto the deal.",Example Times,https://example.com/a,1\r\n',
    );
    expect(row).toMatch(/^2026-11-21,/);
  });

  it('writes one line per signal after the header', () => {
    expect(
      toSignalsCsv([signal, { ...signal, id: '2', sentence: null }])
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(3);
  });
});

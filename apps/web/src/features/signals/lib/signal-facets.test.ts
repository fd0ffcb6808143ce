import type { Signal } from '@argus/contract';
import { expect, it } from 'vitest';
import { facetsOf, facetsOfServerOptions } from './signal-facets';

const signal = (values: Partial<Signal>) =>
  ({
    targetEntityName: 'Acme',
    mediaSegment: 'news',
    language: 'en',
    eventType: 'Merger',
    category: null,
    ...values,
  }) as Signal;

it("makes the same filter choices of the server's option lists as of the signals they were drawn from (ADR 0110)", () => {
  const signals = [
    signal({ targetEntityName: 'Beta', eventType: 'Merger', category: 'Deals' }),
    signal({ targetEntityName: 'Acme', eventType: 'Acquisition', category: 'Deals', language: 'de' }),
    signal({ eventType: 'Rumour', mediaSegment: 'blog' }),
  ];
  const answer = {
    companyNames: ['Acme', 'Beta'],
    mediaSegments: ['blog', 'news'],
    languages: ['de', 'en'],
    eventTypes: [
      { name: 'Acquisition', category: 'Deals' },
      { name: 'Merger', category: 'Deals' },
      { name: 'Rumour', category: 'Uncategorised' },
    ],
  };
  expect(facetsOfServerOptions(answer)).toEqual(facetsOf(signals));
});

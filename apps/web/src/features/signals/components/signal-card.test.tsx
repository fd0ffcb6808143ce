import type { Signal } from '@argus/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SignalCard } from './signal-card';

const signal: Signal = {
  id: 's-1',
  publishDate: '2026-11-21T08:00:00.000Z',
  targetEntityName: 'Acme Retail',
  targetEntityId: null,
  mediaSegment: 'news',
  reliability: 'High',
  language: 'en',
  result: 'relevant',
  eventType: 'Insolvency',
  category: 'Finance',
  dunsId: null,
  title: null,
  sentence: 'Acme Retail filed for insolvency.',
  url: null,
  source: null,
  eventArguments: [],
  updatedAt: '2026-11-21T08:00:00.000Z',
};

describe('SignalCard and the relevance sort', () => {
  it('shows no mark and no reason in newest first', () => {
    renderWithApp(<SignalCard signal={signal} highlightTemplate={undefined} />);
    expect(screen.queryByTestId('for-you-badge')).toBeNull();
    expect(screen.queryByTestId('relevance-reason')).toBeNull();
    expect(screen.getByTestId('signal-result').textContent).toContain('relevant');
  });

  it('shows "For you" beside the result badge and the reason under the sentence when ranked', () => {
    const reason = 'You liked 10 Insolvency signals';
    renderWithApp(<SignalCard signal={signal} highlightTemplate={undefined} relevance={{ forYou: true, reason }} />);
    expect(screen.getByTestId('for-you-badge').textContent).toContain('For you');
    expect(screen.getByTestId('signal-result').textContent).toContain('relevant');
    expect(screen.getByTestId('relevance-reason').textContent).toContain(reason);
    expect(screen.getByTestId('signal-sentence').textContent).toContain('Acme Retail filed for insolvency.');
  });

  it('shows the reason without the mark below the threshold', () => {
    renderWithApp(
      <SignalCard
        signal={signal}
        highlightTemplate={undefined}
        relevance={{ forYou: false, reason: 'You liked 3 Insolvency signals' }}
      />,
    );
    expect(screen.queryByTestId('for-you-badge')).toBeNull();
    expect(screen.getByTestId('relevance-reason')).toBeTruthy();
  });
});

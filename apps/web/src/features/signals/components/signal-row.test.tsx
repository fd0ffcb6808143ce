import type { Signal } from '@argus/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import rows from '../../../shared/item-stream/item-row.module.css';
import { renderWithApp } from '../../../test/render';
import { SignalRow } from './signal-row';

const signal: Signal = {
  id: 's-1',
  publishDate: '2026-11-21T08:00:00.000Z',
  targetEntityName: 'Dongguan Yuxin Microelectronics Co., Ltd.',
  targetEntityId: null,
  mediaSegment: 'press release',
  reliability: 'Very High',
  language: 'en',
  result: 'missed duplicate',
  eventType: 'Product Launch',
  category: 'Products',
  dunsId: null,
  title: null,
  sentence: 'Dongguan Yuxin launched a new chip.',
  url: null,
  source: null,
  eventArguments: [],
  updatedAt: '2026-11-21T08:00:00.000Z',
};

describe('SignalRow', () => {
  // Four badges do not fit a phone's row ("VERY HIGH", "PRESS RELEASE", "EN", "MISSED DUPLICATE": 373 of
  // 325 px); where the list is narrow the result takes a line of its own, and the row the taller height the list reads.
  it('marks a row with a result, whose badge goes to the next line where the list is narrow', () => {
    renderWithApp(<SignalRow signal={signal} />);
    expect(screen.getByTestId('signal-row').hasAttribute('data-wrapped-badges')).toBe(true);
    const result = screen.getByTestId('signal-result');
    expect(rows.nextLine).toBeTruthy();
    expect(result.classList.contains(rows.nextLine!)).toBe(true);
    expect(result.textContent).toBe('missed duplicate');
  });

  it('keeps a row without a result at one line of badges', () => {
    renderWithApp(<SignalRow signal={{ ...signal, result: null }} />);
    expect(screen.getByTestId('signal-row').hasAttribute('data-wrapped-badges')).toBe(false);
    expect(screen.queryByTestId('signal-result')).toBeNull();
  });
});

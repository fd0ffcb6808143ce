import { describe, expect, it } from 'vitest';
import { windowChoiceOf, windowDaysOf, windowOfPreset } from './network-window';

const now = new Date('2026-11-26T10:00:00Z');

describe('the network window', () => {
  it('is the server default month when the address names no days', () => {
    expect(windowChoiceOf({}, now)).toBe('last-month');
    expect(windowDaysOf({}, now)).toEqual({ dateBegin: '2026-10-26', dateEnd: '2026-11-26' });
  });

  it('writes no days for the month and the preset days for the others', () => {
    expect(windowOfPreset('last-month', now)).toEqual({ from: undefined, to: undefined });
    expect(windowOfPreset('last-week', now)).toEqual({ from: '2026-11-19', to: '2026-11-26' });
    expect(windowOfPreset('last-year', now)).toEqual({ from: '2025-11-26', to: '2026-11-26' });
  });

  it('recognises a preset from its days, anything else as days of its own', () => {
    expect(windowChoiceOf({ from: '2026-08-26', to: '2026-11-26' }, now)).toBe('last-3-months');
    expect(windowChoiceOf({ from: '2026-11-01', to: '2026-11-10' }, now)).toBe('custom');
    expect(windowChoiceOf({ from: '2026-11-01' }, now)).toBe('custom');
    expect(windowDaysOf({ from: '2026-11-01' }, now)).toEqual({ dateBegin: '2026-11-01', dateEnd: '2026-11-26' });
  });
});

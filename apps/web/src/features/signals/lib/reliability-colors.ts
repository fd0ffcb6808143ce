import type { Signal } from '@argus/contract';

// Reliability is the first thing a triager weighs, so its badge is coloured by level.
export const RELIABILITY_COLORS: Record<Signal['reliability'], string> = {
  'Very Low': 'red',
  Low: 'orange',
  Middle: 'yellow',
  High: 'teal',
  'Very High': 'green',
};

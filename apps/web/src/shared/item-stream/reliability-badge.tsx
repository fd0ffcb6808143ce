import { Badge } from '@mantine/core';
import type { Mention } from '@argus/contract';

type StoredReliability = Mention['reliability'];

// Reliability is the first thing a triager weighs, so its badge is coloured by level.
const RELIABILITY_COLORS: Record<StoredReliability, string> = {
  'Very Low': 'red',
  Low: 'orange',
  Middle: 'yellow',
  High: 'teal',
  'Very High': 'green',
};

/** A signal's or mention's reliability label, coloured by level. */
export function ReliabilityBadge({ reliability, testId }: { reliability: StoredReliability; testId?: string }) {
  return (
    <Badge size="sm" variant="light" color={RELIABILITY_COLORS[reliability]} data-testid={testId}>
      {reliability}
    </Badge>
  );
}

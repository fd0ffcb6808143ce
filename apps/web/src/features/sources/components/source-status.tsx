import type { Source } from '@argus/contract';
import { Badge, Text } from '@mantine/core';
import { sourceHealth } from '../lib/source-health';

/** The row's badge: Paused, Failing (with the failures in a row), or nothing while all is well. */
export function SourceHealthBadge({ source }: { source: Source }) {
  switch (sourceHealth(source)) {
    case 'paused':
      return (
        <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
          Paused
        </Badge>
      );
    case 'failing':
      return (
        <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
          {source.failuresInARow > 1 ? `Failing ×${source.failuresInARow}` : 'Failing'}
        </Badge>
      );
    case 'waiting':
      return (
        <Badge color="blue" variant="light" size="sm" style={{ flexShrink: 0 }}>
          Not fetched yet
        </Badge>
      );
    case 'healthy':
      return null;
  }
}

/** The HTTP status of the last fetch: green for a success (a 304 too), red otherwise. */
export function HttpStatusBadge({ status }: { status: number | null }) {
  if (status === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const ok = status < 400;
  return (
    <Badge color={ok ? 'teal' : 'red'} variant="light" size="sm" ff="monospace">
      HTTP {status}
    </Badge>
  );
}

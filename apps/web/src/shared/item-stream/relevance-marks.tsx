import { Badge, Group, Text } from '@mantine/core';
import type { ItemRelevance } from './stream-sort';

/**
 * The mark of an item the relevance model scores high (ADR 0137): teal, apart from the result's indigo "Relevant"
 * badge the spec's cards already show.
 */
export function ForYouBadge() {
  return (
    <Badge size="sm" variant="filled" color="teal" data-testid="for-you-badge" style={{ flexShrink: 0 }}>
      For you
    </Badge>
  );
}

/** Why the model ranks the item where it is, in one dimmed line (the card truncates it; the drawer shows it whole). */
export function RelevanceReason({ reason, truncate = true }: { reason: string; truncate?: boolean }) {
  return (
    <Text size="xs" c="dimmed" truncate={truncate ? 'end' : undefined} data-testid="relevance-reason">
      {reason}
    </Text>
  );
}

/** The details drawer's line: the mark and the whole reason; nothing without a reason (newest first, cold start). */
export function RelevanceLine({ relevance }: { relevance: ItemRelevance | undefined }) {
  if (!relevance?.reason) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {relevance.forYou ? <ForYouBadge /> : null}
      <RelevanceReason reason={relevance.reason} truncate={false} />
    </Group>
  );
}

import type { Mention } from '@argus/contract';
import { Anchor, Badge, Text } from '@mantine/core';
import { ReliabilityBadge } from '../../../shared/item-stream/reliability-badge';

/** A mention's reliability, media segment and language, as the card and the compact row both show them. */
export function MentionBadges({ mention }: { mention: Mention }) {
  return (
    <>
      <ReliabilityBadge reliability={mention.reliability} testId="mention-reliability" />
      <Badge size="sm" variant="outline" color="gray" data-testid="mention-media-segment">
        {mention.mediaSegment}
      </Badge>
      <Badge size="sm" variant="outline" color="gray" data-testid="mention-language">
        {mention.language}
      </Badge>
    </>
  );
}

/** Where the mention was published: the source's name, linking to the article when there is a link. */
export function MentionSource({ mention, className }: { mention: Mention; className?: string }) {
  return mention.url ? (
    <Anchor href={mention.url} target="_blank" rel="noopener noreferrer" size="sm" truncate="end" className={className}>
      {mention.source ?? mention.url}
    </Anchor>
  ) : (
    <Text size="sm" truncate="end" className={className}>
      {mention.source}
    </Text>
  );
}

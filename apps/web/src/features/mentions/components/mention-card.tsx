import type { Mention } from '@argus/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { ReliabilityBadge } from '../../../components/item-stream/reliability-badge';
import { KeywordMarks } from './keyword-marks';

type MentionCardProps = {
  mention: Mention;
  /** Marked wherever they occur: the keyword filter's, or the folder's search-term keywords without one. */
  keywords: readonly string[];
  showTranslation: boolean;
  onToggleTranslation: (uuid: string) => void;
  /** Bookmark, like and dislike (the reviews feature's), shown at the card's foot. */
  actions?: ReactNode;
};

/** One mention of the stream: headline, when, how reliable, where from, and the sentence that mentions it. */
export const MentionCard = memo(function MentionCard(props: MentionCardProps) {
  const { mention, keywords, showTranslation, onToggleTranslation, actions } = props;
  const day = mention.publishDate.slice(0, 10);
  const translation = mention.translatedSentence;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="mention-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2} lang={mention.language} data-testid="mention-title">
            <KeywordMarks text={mention.title} keywords={keywords} />
          </Text>
          <Text size="sm" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
            <time dateTime={day}>{day}</time>
          </Text>
        </Group>
        {/* The translation toggle sits in the badge row, which has room for it even on a phone. */}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6}>
            <ReliabilityBadge reliability={mention.reliability} testId="mention-reliability" />
            <Badge size="sm" variant="outline" color="gray" data-testid="mention-media-segment">
              {mention.mediaSegment}
            </Badge>
            <Badge size="sm" variant="outline" color="gray" data-testid="mention-language">
              {mention.language}
            </Badge>
          </Group>
          {translation ? (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconLanguage size={14} />}
              onClick={() => onToggleTranslation(mention.uuid)}
              style={{ flexShrink: 0 }}
            >
              {showTranslation ? 'Hide translation' : 'Show translation'}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={3} lang={mention.language} data-testid="mention-sentence">
          <KeywordMarks text={mention.sentence} keywords={keywords} />
        </Text>
        {translation && showTranslation ? (
          <Text size="sm" c="dimmed" fs="italic" lineClamp={3} data-testid="mention-translation">
            <KeywordMarks text={translation} keywords={keywords} />
          </Text>
        ) : null}
        {mention.authors ? (
          <Text size="xs" c="dimmed" lineClamp={1} data-testid="mention-authors">
            By <KeywordMarks text={mention.authors} keywords={keywords} />
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {mention.url ? (
            <Anchor href={mention.url} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1}>
              {mention.source ?? mention.url}
            </Anchor>
          ) : (
            <Text size="sm" lineClamp={1}>
              {mention.source}
            </Text>
          )}
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
});

import type { Mention } from '@argus/contract';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { alsoInText } from './mention-story-line';
import { otherSourcesOf } from '../lib/story-copies';

type MentionCopiesProps = {
  /** The open mention. */
  mention: Mention;
  /** Every copy of its story the folder holds, itself included, newest first. */
  copies: readonly Mention[];
  /** Shows a copy's details in the drawer instead. */
  onOpen: (uuid: string) => void;
};

/**
 * The copies of the open mention's story (ADR 0134): each outlet's copy with its date, headline and article, and a
 * button that shows that copy's details here; the open one is marked, not offered.
 */
export function MentionCopies({ mention, copies, onOpen }: MentionCopiesProps) {
  const others = otherSourcesOf(mention, copies).length;
  return (
    <Stack gap={6} data-testid="mention-copies">
      <Group gap="xs" align="baseline">
        <Title order={3} fz="sm" tt="uppercase" c="dimmed">
          Copies
        </Title>
        <Text size="xs" c="dimmed">
          {others > 0 ? alsoInText(others) : `${copies.length} copies from one source`}
        </Text>
      </Group>
      <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Copies of this story">
        {copies.map((copy) => {
          const current = copy.uuid === mention.uuid;
          const name = copy.source ?? copy.url ?? 'Unknown source';
          return (
            <li key={copy.uuid} aria-current={current || undefined} data-testid="mention-copy">
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    {copy.url ? (
                      <Anchor
                        href={copy.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        fw={600}
                        truncate="end"
                      >
                        {name}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={600} truncate="end">
                        {name}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
                      <time dateTime={copy.publishDate.slice(0, 10)}>{copy.publishDate.slice(0, 10)}</time>
                    </Text>
                  </Group>
                  <Text size="sm" truncate="end" lang={copy.language} title={copy.title}>
                    {copy.title}
                  </Text>
                </Stack>
                {current ? (
                  <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
                    Shown
                  </Badge>
                ) : (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    style={{ flexShrink: 0 }}
                    aria-label={`Open the copy of ${name}`}
                    onClick={() => onOpen(copy.uuid)}
                  >
                    Open
                  </Button>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { formatCount } from '../../../lib/format-count';

type LogPagerProps = {
  /** Pages before this one, when known (a bookmarked older page does not know). */
  pageIndex: number | null;
  pageSize: number;
  shown: number;
  hasOlder: boolean;
  onNewest: () => void;
  onNewer: () => void;
  onOlder: () => void;
};

/**
 * Newest first, one page after another by keyset (a count of a large log costs more than its page): the position
 * as far as it is known, and Newer/Older instead of page numbers.
 */
export function LogPager({ pageIndex, pageSize, shown, hasOlder, onNewest, onNewer, onOlder }: LogPagerProps) {
  const first = pageIndex === null ? null : pageIndex * pageSize + 1;
  const position =
    shown === 0
      ? 'No entries'
      : first === null
        ? `${shown} older entries`
        : `Entries ${formatCount(first)}–${formatCount(first + shown - 1)}`;
  const atNewest = pageIndex === 0;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {position}
      </Text>
      <Group gap="xs">
        {pageIndex !== null && pageIndex > 1 && (
          <Button variant="subtle" size="xs" leftSection={<IconChevronsLeft size={14} />} onClick={onNewest}>
            Newest
          </Button>
        )}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={atNewest}
          onClick={pageIndex === null ? onNewest : onNewer}
        >
          Newer
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={!hasOlder}
          onClick={onOlder}
        >
          Older
        </Button>
      </Group>
    </Group>
  );
}

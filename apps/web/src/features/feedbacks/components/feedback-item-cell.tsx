import type { FeedbackReportRow } from '@argus/contract';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Where a row's item opens: a signal in its day on the Signals screen, a mention on Mentions (the page decides). */
export type ItemLink = { to: string; onOpen?: () => void };
export type ItemLinkOf = (row: FeedbackReportRow) => ItemLink | null;

const STATE_BADGES = {
  hidden: { label: 'Hidden', color: 'yellow' },
  deleted: { label: 'Deleted', color: 'gray' },
  missing: { label: 'Gone', color: 'gray' },
} as const;

/** The reviewed item: its title (a link that opens it), what it is and about whom, and whether it still shows. */
export function FeedbackItemCell({ row, linkOf }: { row: FeedbackReportRow; linkOf: ItemLinkOf }) {
  const link = row.itemState === 'deleted' || row.itemState === 'missing' ? null : linkOf(row);
  const title = row.title ?? (row.itemState === 'missing' ? `${row.itemKind} ${row.eventId}` : 'Untitled');
  const state = row.itemState === 'shown' ? null : STATE_BADGES[row.itemState];
  return (
    <div style={{ minWidth: 0 }}>
      {link ? (
        <Anchor component={Link} to={link.to} onClick={link.onOpen} fw={600} size="sm" lineClamp={2}>
          {title}
        </Anchor>
      ) : (
        <Text fw={600} size="sm" lineClamp={2} c={row.itemState === 'missing' ? 'dimmed' : undefined}>
          {title}
        </Text>
      )}
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {row.itemKind === 'signal' ? 'Signal' : 'Mention'}
          {row.company ? ` · ${row.company}` : ''}
        </Text>
        {state ? (
          <Badge size="xs" variant="outline" color={state.color} style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        ) : null}
      </Group>
    </div>
  );
}

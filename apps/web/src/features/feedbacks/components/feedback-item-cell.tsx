import type { FeedbackReportRow } from '@argus/contract';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Where a row's item opens: a signal in its day on the Signals screen, a mention on Mentions (the page decides). The
 * address alone says it (folder included), so that the link opens the same in a new tab.
 */
export type ItemLink = { to: string };
export type ItemLinkOf = (row: FeedbackReportRow) => ItemLink | null;

const STATE_BADGES = {
  hidden: { label: 'Hidden', color: 'yellow' },
  deleted: { label: 'Deleted', color: 'gray' },
  missing: { label: 'Gone', color: 'gray' },
} as const;

/** The reviewed item: its title (a link that opens it), what it is and about whom, and whether it still shows. */
/** "2026-03-01 12:00" in the browser's time zone: when the like or dislike was given. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function FeedbackItemCell({ row, linkOf }: { row: FeedbackReportRow; linkOf: ItemLinkOf }) {
  const link = row.itemState === 'deleted' || row.itemState === 'missing' ? null : linkOf(row);
  const title = row.title ?? (row.itemState === 'missing' ? `${row.itemKind} ${row.eventId}` : 'Untitled');
  const state = row.itemState === 'shown' ? null : STATE_BADGES[row.itemState];
  return (
    <div style={{ minWidth: 0 }}>
      {link ? (
        <Anchor component={Link} to={link.to} fw={600} size="sm" lineClamp={2}>
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
      {/* On a phone the date, user and customer columns give way: the item says them instead. */}
      <Text size="xs" c="dimmed" hiddenFrom="xs">
        {formatMoment(row.createdAt)} · {row.displayName ?? row.username} ·{' '}
        {row.customerLabel ?? row.customerName ?? '—'}
      </Text>
    </div>
  );
}

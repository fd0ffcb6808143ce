import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '../../lib/format-count';

type DataTablePagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** "51–100 of 20,000" and the page buttons, under a list paged on the server. */
export function DataTablePager({ page, pageSize, total, onPageChange }: DataTablePagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? 'No rows' : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </Text>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onPageChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}

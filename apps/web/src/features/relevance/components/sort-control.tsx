import { Select } from '@mantine/core';
import type { StreamSort } from '../../../shared/item-stream/stream-sort';

const CHOICES = [
  { value: 'newest', label: 'Newest first' },
  { value: 'relevance', label: 'Most relevant first' },
];

type SortControlProps = {
  value: StreamSort;
  onChange: (sort: StreamSort) => void;
};

/** "Newest first" or "Most relevant first" (ADR 0137), beside the list's density. */
export function SortControl({ value, onChange }: SortControlProps) {
  return (
    // Mantine's Select, like the folder's: its options exist only while it is open (a native select's would stand in
    // every list of options on the page). Wide enough for the longer label on a phone too.
    <Select
      aria-label="Sort"
      data={CHOICES}
      value={value}
      allowDeselect={false}
      onChange={(choice) => onChange(choice === 'relevance' ? 'relevance' : 'newest')}
      w={190}
      data-testid="stream-sort"
    />
  );
}

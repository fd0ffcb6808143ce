import { Select, Tooltip } from '@mantine/core';
import type { StreamSort } from '../../../shared/item-stream/stream-sort';

const CHOICES = [
  { value: 'newest', label: 'Newest first' },
  { value: 'relevance', label: 'Most relevant first' },
];

type SortControlProps = {
  value: StreamSort;
  onChange: (sort: StreamSort) => void;
  /** The list is the server's (a folder too big to hold), which does not rank yet. */
  disabled?: boolean;
};

/** "Newest first" or "Most relevant first" (ADR 0137), beside the list's density. */
export function SortControl({ value, onChange, disabled = false }: SortControlProps) {
  const select = (
    // Mantine's Select, like the folder's: its options exist only while it is open (a native select's would stand in
    // every list of options on the page).
    <Select
      aria-label="Sort"
      data={CHOICES}
      value={disabled ? 'newest' : value}
      disabled={disabled}
      allowDeselect={false}
      onChange={(choice) => onChange(choice === 'relevance' ? 'relevance' : 'newest')}
      w={{ base: 170, sm: 180 }}
      data-testid="stream-sort"
    />
  );
  if (!disabled) return select;
  return (
    <Tooltip label="Not yet for folders this large">
      {/* A disabled select takes no pointer events: the tooltip hangs on its wrapper. */}
      <span tabIndex={0}>{select}</span>
    </Tooltip>
  );
}

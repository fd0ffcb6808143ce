import { Text } from '@mantine/core';

type DataTableCountProps = {
  shown: number;
  total: number;
  /** The plural the list counts, e.g. "users". */
  noun: string;
};

/** How many rows a list searched in the browser shows: "12 users", or "3 of 12 users" while the search hides some. */
export function DataTableCount({ shown, total, noun }: DataTableCountProps) {
  return (
    <Text size="sm" c="dimmed">
      {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`}
    </Text>
  );
}

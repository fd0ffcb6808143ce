import { Anchor, ScrollArea, Table } from '@mantine/core';
import { formatCount } from '../../../lib/format-count';
import { formatPrecision } from '../lib/feedback-labels';

export type TotalsRow = {
  key: string;
  label: string;
  /** What the label leaves out (a user's username), shown on hover. */
  title?: string;
  likes: number;
  dislikes: number;
  precision: number | null;
};

type TotalsTableProps = {
  /** The column heading of the groups ("Customer"). */
  heading: string;
  rows: readonly TotalsRow[];
  /** Narrows the report to one group; without it the names are plain text. */
  onPick?: (key: string) => void;
  /** Which group the report is narrowed to already. */
  picked?: string;
};

/** Likes, dislikes and precision per group, most feedback first; a group's name narrows the report to it. */
export function TotalsTable({ heading, rows, onPick, picked }: TotalsTableProps) {
  return (
    <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
      <Table striped withRowBorders={false} verticalSpacing={4} horizontalSpacing={6} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{heading}</Table.Th>
            <Table.Th ta="right">Likes</Table.Th>
            <Table.Th ta="right">Dislikes</Table.Th>
            <Table.Th ta="right">Precision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={{ overflowWrap: 'break-word' }} title={row.title}>
                {onPick && row.key !== picked ? (
                  <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onPick(row.key)}>
                    {row.label}
                  </Anchor>
                ) : (
                  row.label
                )}
              </Table.Td>
              <Table.Td ta="right">{formatCount(row.likes)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.dislikes)}</Table.Td>
              <Table.Td ta="right">{formatPrecision(row.precision)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

import type { Ranked } from '@argus/filtering';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount } from '../../../../lib/format-count';

type RankedTableProps = {
  /** The column heading of the values ("Event type"). */
  heading: string;
  ranked: readonly Ranked[];
  /** The Signals screen narrowed to one value. */
  hrefOf: (value: string) => string;
};

/** A chart's figures as a table whose values open the Signals screen narrowed to them. */
export function RankedTable({ heading, ranked, hrefOf }: RankedTableProps) {
  return (
    <Table striped withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          <Table.Th ta="right">Signals</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranked.map(({ value, count }) => (
          <Table.Tr key={value}>
            <Table.Td>
              <Anchor component={Link} to={hrefOf(value)} size="sm">
                {value}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{formatCount(count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

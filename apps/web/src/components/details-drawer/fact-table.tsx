import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A moment of the API (ISO, UTC) as the details show it: day, minutes, and the zone said. */
export const utcDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A details drawer's facts: one labelled row each. */
export function FactTable({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Table fz="sm" verticalSpacing={4} data-testid={testId}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={140} fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

import type { Ranked } from '@argus/filtering';
import { Chip, Group, Text } from '@mantine/core';

type TopCompaniesProps = {
  companies: readonly Ranked[];
  selected: readonly string[];
  onToggle: (company: string) => void;
};

/** Spec section 4: the 5 most affected companies among the displayed signals; a click narrows the list to one. */
export function TopCompanies({ companies, selected, onToggle }: TopCompaniesProps) {
  if (companies.length === 0) return null;
  return (
    // One row that scrolls sideways: on a phone five wrapped chips would push the list off the first screen.
    <Group gap={6} wrap="nowrap" align="center" py={2} style={{ overflowX: 'auto' }} data-testid="top-companies">
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        Top companies
      </Text>
      {companies.map(({ value, count }) => (
        <Chip
          key={value}
          size="xs"
          style={{ flexShrink: 0 }}
          checked={selected.includes(value)}
          onChange={() => onToggle(value)}
        >
          {value} ({count.toLocaleString('en')})
        </Chip>
      ))}
    </Group>
  );
}

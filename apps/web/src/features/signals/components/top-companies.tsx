import type { Ranked } from '@argus/filtering';
import { Chip, Text } from '@mantine/core';
import { useOverflowEdges } from '../../../components/hooks/use-overflow-edges';
import classes from './top-companies.module.css';
import { formatCount } from '../../../lib/format-count';

type TopCompaniesProps = {
  companies: readonly Ranked[];
  selected: readonly string[];
  onToggle: (company: string) => void;
};

/** Spec section 4: the 5 most affected companies among the displayed signals; a click narrows the list to one. */
export function TopCompanies({ companies, selected, onToggle }: TopCompaniesProps) {
  const { ref, edges } = useOverflowEdges<HTMLDivElement>(companies);
  if (companies.length === 0) return null;
  return (
    <div className={classes.root} data-testid="top-companies">
      <Text size="xs" c="dimmed" className={classes.label}>
        Top companies
      </Text>
      <div
        ref={ref}
        className={classes.chips}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
        {companies.map(({ value, count }) => (
          <Chip key={value} size="xs" checked={selected.includes(value)} onChange={() => onToggle(value)}>
            {value} ({formatCount(count)})
          </Chip>
        ))}
      </div>
    </div>
  );
}

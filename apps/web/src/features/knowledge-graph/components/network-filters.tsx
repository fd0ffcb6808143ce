import { Select, Stack } from '@mantine/core';
import { ChoiceField, ResetFiltersButton } from '../../../shared/item-stream/filter-fields';
import type { GraphParams } from '../lib/graph-params';
import { GraphWindowField } from './graph-window-fields';

type NetworkFiltersProps = {
  params: GraphParams;
  onChange: (change: Partial<GraphParams>) => void;
  /** The event categories to choose from (every category of the console, sorted). */
  categoryNames: string[];
};

const WEIGHT_STEPS = [1, 2, 3, 5, 10, 20, 50, 100];

/** The minimum weight in steps (a link from elsewhere may carry any other whole number, which is offered too). */
function MinWeightField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const steps = WEIGHT_STEPS.includes(value) ? WEIGHT_STEPS : [...WEIGHT_STEPS, value].sort((a, b) => a - b);
  return (
    <Select
      label="Minimum link weight"
      description="Signals two entities share at least"
      data={steps.map((step) => ({ value: String(step), label: step === 1 ? 'Any (1)' : String(step) }))}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? 1))}
      allowDeselect={false}
    />
  );
}

/** The network's filters: its window (a preset or days), the event categories whose signals link, the weight. */
export function NetworkFilters({ params, onChange, categoryNames }: NetworkFiltersProps) {
  return (
    <Stack gap="sm" data-testid="network-filters">
      {/* The window field the three graph views share (ADR 0130). */}
      <GraphWindowField from={params.from} to={params.to} onChange={onChange} />
      <ChoiceField
        label="Event categories"
        allLabel="All categories"
        data={categoryNames}
        value={params.categories}
        onChange={(categories) => onChange({ categories })}
        nothingFoundMessage="No such category"
      />
      <MinWeightField value={params.minWeight} onChange={(minWeight) => onChange({ minWeight })} />
      <ResetFiltersButton onReset={() => onChange({ from: undefined, to: undefined, categories: [], minWeight: 1 })} />
    </Stack>
  );
}

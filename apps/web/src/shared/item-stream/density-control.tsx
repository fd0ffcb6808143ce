import type { ListDensity } from '@argus/contract';
import { Center, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLayoutList, IconList, type Icon } from '@tabler/icons-react';
import { SegmentedChoice } from '../../components/segmented-choice/segmented-choice';

const CHOICES: { value: ListDensity; label: string; icon: Icon }[] = [
  { value: 'comfortable', label: 'Comfortable', icon: IconLayoutList },
  { value: 'compact', label: 'Compact', icon: IconList },
];

type DensityControlProps = {
  value: ListDensity;
  onChange: (density: ListDensity) => void;
  /** Words beside the icons (Settings); in a list's header the icons alone, named by a tooltip and for screen readers. */
  withLabels?: boolean;
};

/** How the Signals and Mentions lists draw an item: today's cards, or one compact row each (ADR 0105). */
export function DensityControl({ value, onChange, withLabels = false }: DensityControlProps) {
  const data = CHOICES.map(({ value: choice, label, icon: ChoiceIcon }) => ({
    value: choice,
    label: withLabels ? (
      <Group gap={6} wrap="nowrap" justify="center">
        <ChoiceIcon size={16} stroke={1.6} />
        {label}
      </Group>
    ) : (
      <Tooltip label={label} openDelay={300}>
        <Center>
          <ChoiceIcon size={18} stroke={1.6} />
          <VisuallyHidden>{label}</VisuallyHidden>
        </Center>
      </Tooltip>
    ),
  }));
  return (
    <SegmentedChoice<ListDensity>
      label="List density"
      data={data}
      value={value}
      onChange={onChange}
      fullWidth={withLabels}
      testId="list-density"
    />
  );
}

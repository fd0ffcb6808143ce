import type { GraphNetwork } from '@argus/contract';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { NetworkPalette } from '../lib/network-colors';

type NetworkLegendProps = {
  network: GraphNetwork;
  palette: NetworkPalette;
  colorOfCategory: (category: string | null) => string;
};

/** The key under the canvas: what the node colours mean, and the colour of each category that links entities here. */
export function NetworkLegend({ network, palette, colorOfCategory }: NetworkLegendProps) {
  const categories = [
    ...new Set(network.edges.filter((edge) => edge.kind === 'co-occurrence').map((edge) => edge.category)),
  ].sort((left, right) => (left ?? '\uffff').localeCompare(right ?? '\uffff'));
  return (
    <Stack gap={6} mt="xs" data-testid="network-legend">
      <Group gap="md" aria-label="Node colours">
        {[
          { label: 'Industry', color: palette.industry },
          { label: 'Monitored entity', color: palette.monitored },
          { label: 'Entity named in signals', color: palette.named },
        ].map(({ label, color }) => (
          <Group key={label} gap={4} wrap="nowrap">
            <ColorSwatch color={color} size={12} withShadow={false} />
            <Text size="xs">{label}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          Size: signals · Link width: signals shared
        </Text>
      </Group>
      {categories.length > 0 ? (
        <Group gap="sm" aria-label="Link colours: the most frequent category of the signals shared">
          {categories.map((category) => (
            <Group key={category ?? 'none'} gap={4} wrap="nowrap">
              <ColorSwatch color={colorOfCategory(category)} size={12} withShadow={false} radius={2} />
              <Text size="xs">{category ?? 'Uncategorised'}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

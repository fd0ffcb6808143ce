import type { GraphNetwork } from '@argus/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';

type NetworkSearchProps = {
  network: GraphNetwork | undefined;
  /** The focused entity, shown as the field's value. */
  value: string | null;
  onSelect: (entityId: string) => void;
};

/**
 * Finds an entity of the network on screen by name and focuses it (the camera goes there, its panel opens). It
 * searches the answer in hand, not the server: only what is drawn can be focused. The entities with most signals
 * come first.
 */
export function NetworkSearch({ network, value, onSelect }: NetworkSearchProps) {
  const data = useMemo(
    () =>
      (network?.nodes ?? [])
        .flatMap((node) => (node.kind === 'entity' ? [node] : []))
        .sort((left, right) => right.signalCount - left.signalCount || left.name.localeCompare(right.name))
        .map((node) => ({ value: node.id, label: node.name })),
    [network],
  );
  const known = value !== null && data.some((option) => option.value === value);
  return (
    <Select
      aria-label="Find an entity"
      placeholder="Find an entity"
      data={data}
      value={known ? value : null}
      onChange={(id) => {
        if (id) onSelect(id);
      }}
      searchable
      limit={20}
      nothingFoundMessage="No such entity in this network"
      disabled={!network}
      w={{ base: 'auto', sm: 280 }}
      style={{ flex: '1 1 auto', minWidth: 0 }}
      data-testid="network-search"
    />
  );
}

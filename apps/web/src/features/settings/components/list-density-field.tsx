import { Box, Input } from '@mantine/core';
import { DensityControl } from '../../../shared/item-stream/density-control';
import { useListDensity } from '../hooks/use-list-density';

/** Settings › Appearance: the same density as the Signals and Mentions headers offer, saved at once (ADR 0105). */
export function ListDensityField({ username }: { username: string }) {
  const [density, setDensity] = useListDensity(username);
  return (
    <Input.Wrapper
      label="List density"
      description="Signals and Mentions show each item as a card, or as a compact row of two lines."
      maw={420}
    >
      <Box mt={6}>
        <DensityControl value={density} onChange={setDensity} withLabels />
      </Box>
    </Input.Wrapper>
  );
}

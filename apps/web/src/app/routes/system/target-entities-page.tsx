import { Stack, Title } from '@mantine/core';
import { TargetEntitiesTable } from '../../../features/target-entities/components/target-entities-table';

export default function TargetEntitiesPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Target Entities
      </Title>
      <TargetEntitiesTable />
    </Stack>
  );
}

import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/layout/auth-card';

type GuestPlaceholderProps = { title: string; description: string };

/** A logged-out page that is not built yet: says what it will do and leads back to the login. */
export function GuestPlaceholder({ title, description }: GuestPlaceholderProps) {
  return (
    <AuthCard title={title}>
      <Stack gap="md" align="flex-start">
        <Badge variant="light">Coming soon</Badge>
        <Text>{description}</Text>
        <Text size="sm" c="dimmed">
          Until then, an administrator can help you.
        </Text>
        <Anchor component={Link} to="/login" fw={600}>
          Back to Sign In
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

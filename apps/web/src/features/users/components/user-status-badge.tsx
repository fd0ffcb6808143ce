import { Badge } from '@mantine/core';
import type { UserStatus } from '@argus/contract';

const LOOK: Record<UserStatus, { color: string; label: string }> = {
  active: { color: 'teal', label: 'Active' },
  disabled: { color: 'gray', label: 'Disabled' },
  pending: { color: 'yellow', label: 'Sign-up request' },
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const look = LOOK[status];
  return (
    <Badge variant="light" color={look.color}>
      {look.label}
    </Badge>
  );
}

import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function UsersPage() {
  return (
    <ComingSoonPanel
      title="Users"
      description="All users with role, folders, status and last login: add, edit, disable, reset passwords and approve sign-up requests."
    >
      <Button component={Link} to="/system/users/new" leftSection={<IconUserPlus size={16} />}>
        Add user
      </Button>
    </ComingSoonPanel>
  );
}

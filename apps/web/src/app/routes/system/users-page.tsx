import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function UsersPage() {
  return (
    <ComingSoonPanel
      title="Users"
      description="All users with role, folders, status and last login: add, edit, disable, reset passwords and approve sign-up requests."
    />
  );
}

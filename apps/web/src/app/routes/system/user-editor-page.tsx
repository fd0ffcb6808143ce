import { useParams } from 'react-router';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

/** /system/users/new and /system/users/edit/:name. */
export default function UserEditorPage() {
  const { name } = useParams();
  return name ? (
    <ComingSoonPanel
      title={`Edit user ${name}`}
      description="Change the user's role, folders and status, reset the password or disable the account."
    />
  ) : (
    <ComingSoonPanel
      title="Add user"
      description="Create an account with a role and the folders it may open; the user sets a password by e-mail."
    />
  );
}

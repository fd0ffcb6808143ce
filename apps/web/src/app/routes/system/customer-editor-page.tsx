import { useParams } from 'react-router';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';
import { useRouteHandle } from '../../route-handle';

/** /system/customers/new, /duplicate/:id and /edit/:id; the route's handle names the mode. */
export default function CustomerEditorPage() {
  const { id } = useParams();
  const { page = 'Customer' } = useRouteHandle();
  return (
    <ComingSoonPanel
      title={id ? `${page} ${id}` : page}
      description="The customer's name, label, folder table, features (monitoring, discovery, trend), discoveries and monitored target entities. Duplicating copies all of it under a new name."
    />
  );
}

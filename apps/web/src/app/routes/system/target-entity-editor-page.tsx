import { useParams } from 'react-router';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';
import { useRouteHandle } from '../../route-handle';

/** /system/target-entities/new, /duplicate/:id and /edit/:id; the route's handle names the mode. */
export default function TargetEntityEditorPage() {
  const { id } = useParams();
  const { page = 'Target Entity' } = useRouteHandle();
  return (
    <ComingSoonPanel
      title={id ? `${page} ${id}` : page}
      description="The entity's name, DUNS number, type, industry, country, city, coordinates, website and aliases, and the customers that monitor it."
    />
  );
}

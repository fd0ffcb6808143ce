import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { NotAllowedPanel } from '../../components/layout/not-allowed-panel';
import { useUserSettings } from '../../features/settings/api/get-user-settings';
import { useCurrentUser } from '../../shared/state/session-store';

/**
 * The Knowledge Graph views open only for users whose settings turn `flags.knowledgeGraph` on (spec section 2); the
 * others, who do not see the section in the navigation, get the not-allowed state when they follow a link. The
 * server refuses their graph calls as well.
 */
export function RequireKnowledgeGraph() {
  const user = useCurrentUser();
  const settings = useUserSettings(user?.username ?? '');
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (!settings.data?.flags.knowledgeGraph) {
    return (
      <NotAllowedPanel reason="The knowledge graph is not turned on for your account. Ask an administrator if you need it." />
    );
  }
  return <Outlet />;
}

import { isAdmin } from '@argus/contract';
import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { WebhooksScreen } from '../../../features/webhooks/components/webhooks-screen';
import { useCurrentUser } from '../../../shared/state/session-store';

/** /settings/webhooks: the screen, with the folders an admin may give a folder webhook (nobody else may). */
export default function WebhooksPage() {
  const user = useCurrentUser();
  const { options, labelOf } = useCustomerOptions();
  const admin = user !== null && isAdmin(user.privilege);
  return <WebhooksScreen folders={admin ? options : null} folderLabel={labelOf} />;
}

import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { ApiKeysScreen } from '../../../features/api-keys/components/api-keys-screen';

/** /system/api-keys: the screen, with the folders a new key may be given. */
export default function ApiKeysPage() {
  const { options, labelOf } = useCustomerOptions();
  return <ApiKeysScreen folders={options} folderLabel={labelOf} />;
}

import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { SourcesScreen } from '../../../features/sources/components/sources-screen';

/** /system/sources: the screen, with the folders its forms offer. */
export default function SourcesPage() {
  const { options, labelOf } = useCustomerOptions();
  return <SourcesScreen folders={options} folderLabel={labelOf} />;
}

import { Text } from '@mantine/core';
import { PublicArticle } from '../../../components/layout/public-article';

export default function ImprintPage() {
  return (
    <PublicArticle title="Imprint">
      <Text>
        This installation of Argus — Corporate Intelligence is operated by the organisation that gave you access to it.
        That organisation is responsible for its content and for the data it holds.
      </Text>
      <Text>
        For questions about this service, your account or the data shown, contact your Argus administrator. They can
        also tell you the operator&apos;s legal name, address and register entry.
      </Text>
    </PublicArticle>
  );
}

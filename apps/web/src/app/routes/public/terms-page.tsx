import { List, Text } from '@mantine/core';
import { PublicArticle } from '../../../components/layout/public-article';

export default function TermsPage() {
  return (
    <PublicArticle title="Terms and Conditions">
      <Text>By signing in to Argus you agree to these terms of use.</Text>
      <List spacing="xs" type="ordered">
        <List.Item>
          Argus is for the people its operator has given an account. Keep your password to yourself.
        </List.Item>
        <List.Item>
          Signals and mentions are extracted automatically from public media and can be wrong or incomplete. Check the
          source before you act on one.
        </List.Item>
        <List.Item>
          Use what you see for your organisation&apos;s own work; do not republish it without the operator&apos;s
          consent.
        </List.Item>
        <List.Item>
          Sign-ins and changes are recorded in an audit log, with time and origin, to keep the data trustworthy.
        </List.Item>
        <List.Item>An administrator may disable an account that is misused or no longer needed.</List.Item>
      </List>
    </PublicArticle>
  );
}

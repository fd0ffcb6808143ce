import { Code, List, Text } from '@mantine/core';
import { PublicArticle } from '../../../components/layout/public-article';

export default function CookiesPage() {
  return (
    <PublicArticle title="Cookie Statement">
      <Text>
        Argus sets no cookies and uses no tracking or advertising services. It keeps a few entries in your
        browser&apos;s local storage, only for this site, to work and to remember your choices:
      </Text>
      <List spacing="xs">
        <List.Item>
          <Code>user-token</Code>: your sign-in token. It is removed when you log out and expires on its own.
        </List.Item>
        <List.Item>
          <Code>argus-color-scheme</Code>: whether you chose the light or the dark theme.
        </List.Item>
        <List.Item>
          <Code>argus-navigation-opened</Code>: whether the navigation is open or collapsed.
        </List.Item>
      </List>
      <Text>
        You can delete these entries at any time in your browser&apos;s site settings; you will then be logged out.
      </Text>
    </PublicArticle>
  );
}

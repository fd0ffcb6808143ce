import { Code, Paper, Stack, Text } from '@mantine/core';
import { PublicArticle, PublicSection } from '../../../components/layout/public-article';

// What Argus keeps in the browser, entry by entry; keep this list in step with the code that writes them.
const entries: { name: string; purpose: string; kept: string }[] = [
  {
    name: 'user-token',
    purpose: 'Your sign-in, so that you stay signed in between visits.',
    kept: 'until you log out. The sign-in itself expires after 24 hours unless the app renews it.',
  },
  { name: 'argus-color-scheme', purpose: 'Light or dark theme, as you chose it.', kept: 'until you delete it.' },
  {
    name: 'argus-navigation-opened',
    purpose: 'Whether the navigation is open or collapsed.',
    kept: 'until you delete it.',
  },
  {
    name: 'customers-1, customers-2, …',
    purpose: 'For moderators and administrators: a copy of the customer list, so that the console starts faster.',
    kept: 'until you delete it; refreshed whenever the list is loaded.',
  },
];

export default function CookiesPage() {
  return (
    <PublicArticle
      title="Cookie Statement"
      updated="22 November 2026"
      lead="Argus sets no cookies and uses no tracking, analytics or advertising services."
    >
      <PublicSection title="What Argus keeps in your browser">
        <Text>
          To work, and to remember your choices, Argus keeps a few entries in your browser&apos;s local storage. They
          belong to this site only, are never sent to anyone else, and are all strictly necessary for the service you
          asked for, so no consent banner is needed.
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Paper component="li" key={entry.name} withBorder radius="md" p="sm">
              <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {entry.name}
              </Code>
              <Text size="sm" mt={6}>
                {entry.purpose}
              </Text>
              <Text size="sm" c="dimmed">
                Kept: {entry.kept}
              </Text>
            </Paper>
          ))}
        </Stack>
      </PublicSection>
      <PublicSection title="Offline start">
        <Text>
          The browser also keeps a copy of the app&apos;s own files (a service worker cache), so that Argus opens
          quickly and its frame still appears without a connection. It holds program files, not your data.
        </Text>
      </PublicSection>
      <PublicSection title="Your choice">
        <Text>
          You can delete these entries at any time in your browser&apos;s site settings. Argus keeps working; you will
          be signed out and your theme and navigation choices are reset.
        </Text>
      </PublicSection>
    </PublicArticle>
  );
}

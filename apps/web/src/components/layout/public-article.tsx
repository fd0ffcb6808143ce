import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PublicArticleProps = { title: string; lead?: ReactNode; updated?: string; children: ReactNode };

/** The frame of a short text page (About, Imprint, Cookies, Terms): one width, one heading scale for all four. */
export function PublicArticle({ title, lead, updated, children }: PublicArticleProps) {
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {updated && (
            <Text size="sm" c="dimmed">
              Last updated {updated}
            </Text>
          )}
        </Stack>
        {lead && <Text size="lg">{lead}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}

/** One titled part of a public page. */
export function PublicSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

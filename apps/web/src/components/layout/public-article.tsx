import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a short text page (About, Imprint, Cookies, Terms). */
export function PublicArticle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

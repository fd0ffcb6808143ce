// Left as written by React Compiler (ADR 0118): rendered once per screen, and in the login page's byte budget.
'use no memo';

import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import classes from './auth-card.module.css';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/** The card the logged-out pages (login, sign-up, password reset) sit in over the artwork. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper className={classes.card} radius="lg" p={{ base: 'lg', xs: 'xl' }} shadow="xl" withBorder>
      <Stack gap="lg">
        <Stack gap={6}>
          <Logo size={34} />
          <Title order={1} fz={24} mt="sm">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

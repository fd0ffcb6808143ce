// Left as written by React Compiler (ADR 0118): rendered once per screen, and in the login page's byte budget.
'use no memo';

import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Footer } from './footer';
import { Logo } from './logo';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './public-layout.module.css';
import { paths } from '../../lib/paths';

/** Frame of the public pages for guests: the logo on top, the footer at the bottom. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container size="md">
          <Group h={56}>
            <UnstyledButton component={Link} to={paths.home} aria-label="Argus home">
              <Logo size={26} />
            </UnstyledButton>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="md" py="xl">
          {children}
        </Container>
      </Box>
      <Footer loggedIn={false} />
    </div>
  );
}

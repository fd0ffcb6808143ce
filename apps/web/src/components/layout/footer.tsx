import { Anchor, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './footer.module.css';

type FooterProps = {
  loggedIn: boolean;
  translucent?: boolean;
  /** The theme control: a signed-in user's saves to their account; a guest's (the default) to this device. */
  themeControl?: ReactNode;
};

type FooterLink = { label: string; to: string };

const legalLinks: FooterLink[] = [
  { label: 'About', to: paths.about },
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Cookie Statement', to: paths.cookies },
  { label: 'Imprint', to: paths.imprint },
];

const guestLinks: FooterLink[] = [
  { label: 'Sign In', to: paths.login },
  { label: 'Sign Up', to: paths.signUp },
];

/** Spec section 2: copyright with the current year, sign-in links for guests, legal links, dark-mode toggle. */
export function Footer({ loggedIn, translucent = false, themeControl = <ColorSchemeToggle /> }: FooterProps) {
  const links = loggedIn ? legalLinks : [...guestLinks, ...legalLinks];
  return (
    <Box component="footer" className={classes.footer} data-translucent={translucent || undefined}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Argus
        </Text>
        <Group component="nav" aria-label="Footer" gap="md" wrap="wrap" style={{ rowGap: 4 }}>
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed" className={classes.link}>
              {link.label}
            </Anchor>
          ))}
          {themeControl}
        </Group>
      </Group>
    </Box>
  );
}

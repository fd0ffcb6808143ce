// Left as written by React Compiler (ADR 0118): rendered once per screen, and in the login page's byte budget.
'use no memo';

import { Group, Text, useMantineTheme } from '@mantine/core';

type LogoProps = { size?: number; withWordmark?: boolean; inverted?: boolean };

/** The partner users' mark (spec section 2: special logos for certain usernames): a leaf inside the hexagon. */
function PartnerLogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Argus ESG logo" focusable="false">
      <path
        d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75Z"
        fill="var(--mantine-primary-color-filled)"
        stroke="var(--mantine-primary-color-filled-hover)"
        strokeWidth="1"
      />
      <path d="M9.5 22.5c0-8 5-13 13-13 0 8-5 13-13 13Z" fill="#fff" />
      <path d="M9.5 22.5 18 14" stroke="var(--mantine-primary-color-filled)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The default Argus mark: an eye (Argus Panoptes, the watchman with a hundred eyes) inside a hexagon. */
export function LogoMark({ size = 28 }: { size?: number }) {
  const partner = useMantineTheme().other.logo === 'partner';
  if (partner) return <PartnerLogoMark size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Argus logo" focusable="false">
      <path
        d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75Z"
        fill="var(--mantine-primary-color-filled)"
        stroke="var(--mantine-primary-color-filled-hover)"
        strokeWidth="1"
      />
      <path d="M7 16c2.6-4.3 5.6-6.4 9-6.4s6.4 2.1 9 6.4c-2.6 4.3-5.6 6.4-9 6.4S9.6 20.3 7 16Z" fill="#fff" />
      <circle cx="16" cy="16" r="3.6" fill="var(--mantine-primary-color-filled)" />
      <circle cx="17.3" cy="14.8" r="1.1" fill="#fff" />
    </svg>
  );
}

export function Logo({ size = 28, withWordmark = true, inverted = false }: LogoProps) {
  const partner = useMantineTheme().other.logo === 'partner';
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      {withWordmark && (
        <Text
          component="span"
          fw={750}
          fz={size * 0.68}
          lts={0.5}
          c={inverted ? 'white' : undefined}
          style={{ lineHeight: 1 }}
        >
          {partner ? 'Argus ESG' : 'Argus'}
        </Text>
      )}
    </Group>
  );
}

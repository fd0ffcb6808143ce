import { Burger, Divider, Group, Loader, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { paths } from '../../lib/paths';

type HeaderProps = {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  featureName: string | undefined;
  pageName: string | undefined;
  /** The folder selector, on the paths that have one. */
  folderSlot?: ReactNode;
  /** Spec section 2: while history loads, a small spinner with a 'Loading History Data' hover hint. */
  historyLoading?: boolean;
  /** Shown at the right end (the colour-scheme toggle in ESG mode, which has no footer). */
  endSlot?: ReactNode;
};

/** Spec section 2: feature name, then the folder selector, then the page name. */
export function Header({
  navigationOpened,
  onToggleNavigation,
  featureName,
  pageName,
  folderSlot,
  historyLoading = false,
  endSlot,
}: HeaderProps) {
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap">
      <Burger
        opened={navigationOpened}
        onClick={onToggleNavigation}
        size="sm"
        aria-label={navigationOpened ? 'Close navigation' : 'Open navigation'}
      />
      <UnstyledButton component={Link} to={paths.home} aria-label="Argus home">
        <Logo size={26} withWordmark={!folderSlot} />
      </UnstyledButton>
      {!folderSlot && (featureName || pageName) && <Divider orientation="vertical" my="md" visibleFrom="xs" />}
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {featureName && (
          <Text fw={600} visibleFrom={folderSlot ? 'md' : 'xs'} truncate>
            {featureName}
          </Text>
        )}
        {folderSlot && (
          <>
            {featureName && (
              <Text c="dimmed" visibleFrom="md" aria-hidden>
                /
              </Text>
            )}
            <div style={{ flex: '0 1 260px', minWidth: 0 }}>{folderSlot}</div>
          </>
        )}
        {historyLoading && (
          <Tooltip label="Loading History Data" withArrow>
            <Loader
              size="xs"
              type="oval"
              role="status"
              aria-label="Loading History Data"
              data-testid="history-loading"
            />
          </Tooltip>
        )}
        {pageName && (
          <>
            {(featureName || folderSlot) && (
              <Text c="dimmed" visibleFrom="sm" aria-hidden>
                /
              </Text>
            )}
            <Text c="dimmed" fw={500} visibleFrom="sm" truncate>
              {pageName}
            </Text>
          </>
        )}
      </Group>
      {endSlot}
    </Group>
  );
}

import { Drawer, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MOBILE_QUERY } from '../../lib/mobile-query';
import { useMediaMatches } from '../hooks/use-media-matches';

type DetailsDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** "Signal details", "Mention details". */
  title: string;
  children: ReactNode;
};

/** The details of one item of a stream, from the right; the whole screen on phones. Escape and × close it. */
export function DetailsDrawer({ opened, onClose, title, children }: DetailsDrawerProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close the details' }}
    >
      {children}
    </Drawer>
  );
}

type DetailsNotShownProps = {
  /** The folder's items are all here: the item is not among them. */
  historyLoaded: boolean;
  /** Why the item may be missing, in the user's words. */
  missingText: string;
  /** "Loading the signals of this folder…". */
  loadingText: string;
  testId: string;
};

/** What the drawer says while the item named in the address is not (or not yet) among the folder's loaded items. */
export function DetailsNotShown({ historyLoaded, missingText, loadingText, testId }: DetailsNotShownProps) {
  return historyLoaded ? (
    <Text c="dimmed" data-testid={testId}>
      {missingText}
    </Text>
  ) : (
    <Group gap="xs">
      <Loader size="sm" />
      <Text c="dimmed">{loadingText}</Text>
    </Group>
  );
}

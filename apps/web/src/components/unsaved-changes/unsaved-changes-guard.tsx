import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * While `when` holds, leaving the page asks first: a link or Back inside the app opens a dialog (React Router's
 * blocker), closing or reloading the tab gets the browser's own question (beforeunload). One per page: a router
 * supports one blocker at a time.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // Saved (or undone) while the dialog was open: nothing is lost any more, so nothing to ask.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title="Leave without saving?" centered>
      <Text size="sm">This page has changes you have not saved. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

type UnsavedChangesPromptProps = {
  /** Asked at the moment the user leaves, so that a form that was just saved lets them go. */
  hasUnsavedChanges: () => boolean;
};

/**
 * Warns before a form with unsaved changes is left: inside the app (a link, back, logout) with a dialog, and on
 * reload, closing the tab or typing another address with the browser's own question (its wording is the browser's).
 */
export function UnsavedChangesPrompt({ hasUnsavedChanges }: UnsavedChangesPromptProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocked && blocker.reset()} title="Leave without saving?" centered>
      <Text size="sm">Your changes on this page have not been saved. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocked && blocker.reset()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocked && blocker.proceed()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}

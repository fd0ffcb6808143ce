import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError, describeError } from '../../lib/errors';

type EditorLoadErrorProps = {
  error: unknown;
  /** What the editor edits, e.g. "user". */
  what: string;
  /** The list to go back to. */
  backTo: string;
};

/** An editor whose record could not be read: gone (404) or a failure, said plainly with the way back. */
export function EditorLoadError({ error, what, backTo }: EditorLoadErrorProps) {
  const missing = error instanceof ApiError && error.status === 404;
  const { title, message } = describeError(error, `Could not load the ${what}`);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {missing ? `No such ${what}` : title}
        </Title>
        <Text c="dimmed">{missing ? 'It may have been deleted or renamed.' : message}</Text>
        <Button component={Link} to={backTo} variant="light">
          Back to the list
        </Button>
      </Stack>
    </Paper>
  );
}

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The way back from every logged-out page to the login. */
export function BackToSignIn({ prompt }: { prompt?: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      {prompt && `${prompt} `}
      <Anchor component={Link} to={paths.login} size="sm" fw={600}>
        {prompt ? 'Sign In' : 'Back to Sign In'}
      </Anchor>
    </Text>
  );
}

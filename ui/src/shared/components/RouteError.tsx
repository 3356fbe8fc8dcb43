import { Button, Stack, Text, Title } from '@mantine/core';
import { paths } from '@/shared/paths';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFound } from './NotFound';

/** The error element of every route subtree: a 404 shows the 404 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" p="md" ta="center">
      <Title order={1}>Something went wrong</Title>
      <Text c="dimmed">
        {chunkFailed
          ? 'A new version of Voluntech is available. Reload the page to continue.'
          : 'An error occurred. Please try again.'}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
      <Button variant="subtle" component={Link} to={paths.home}>
        Go back home
      </Button>
    </Stack>
  );
}

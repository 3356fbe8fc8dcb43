import { Button, Stack, Text, Title } from '@mantine/core';
import { paths } from '@/shared/paths';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" p="md" ta="center">
      <Text fz={64} fw={800} c="blue.8" aria-hidden>
        404
      </Text>
      <Title order={1}>Oops! Page not found.</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={paths.home}>
        Go back home
      </Button>
    </Stack>
  );
}

export { NotFound as Component };

import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useMyApplications } from '../api/myApplications';
import { ApplicationCard } from '../components/ApplicationCard';
import { paths } from '@/shared/paths';

/** The volunteer's applications, each with its stage history. */
export function MyOpportunitiesPage() {
  usePageTitle('My Opportunities');
  const user = useCurrentUser();
  const query = useMyApplications(user?.id ?? '');

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label="Loading your applications">
        <Skeleton h={140} />
        <Skeleton h={140} />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorAlert
        title="Your applications could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    content = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>You have not applied to an opportunity yet.</Text>
        <Text size="sm" c="gray.7" mt={4} mb="md">
          Find one that fits your skills and apply with a short note.
        </Text>
        <Button component={Link} to={paths.opportunities}>
          Find opportunities
        </Button>
      </Paper>
    );
  } else {
    content = (
      <Stack
        gap="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Your applications"
      >
        {query.data.map((a) => (
          <li key={a.id}>
            <ApplicationCard application={a} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>My Opportunities</Title>
        <Text c="gray.7" mt={4}>
          The opportunities you applied to and where each application stands.
        </Text>
      </div>
      {content}
    </Stack>
  );
}

export { MyOpportunitiesPage as Component };

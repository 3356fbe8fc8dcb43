import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { statusOf } from '@/shared/errors';
import { paths } from '@/shared/paths';

/** An opportunity of the company failed to load: "not found" after a 404, else why and "Try again". */
export function OpportunityLoadError({
  query,
}: {
  query: { error: unknown; refetch: () => unknown };
}) {
  if (statusOf(query.error) === 404) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>Opportunity not found</Title>
        <Text>It may have been deleted.</Text>
        <Button component={Link} to={paths.company.opportunities} variant="default">
          Back to your opportunities
        </Button>
      </Stack>
    );
  }
  return <LoadErrorAlert title="The opportunity could not be loaded" query={query} />;
}

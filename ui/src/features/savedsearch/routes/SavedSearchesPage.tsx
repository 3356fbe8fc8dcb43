import { Stack } from '@mantine/core';
import { useCurrentUser } from '@/shared/auth';
import { PageHeading } from '@/shared/components/PageHeading';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { SavedSearchesList } from '../components/SavedSearchesList';

/** The user's saved searches and their alerts; each opens again on `searchPath`. */
export function SavedSearchesPage({ searchPath }: { searchPath: string }) {
  usePageTitle('Saved searches');
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Saved searches"
        intro="We tell you of new matches of each search, in the bell and by email, as often as you choose."
      />
      <SavedSearchesList userId={user?.id ?? ''} searchPath={searchPath} />
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { OpportunityForm } from '@/features/opportunities/components/manage/OpportunityForm';
import { notifications } from '@mantine/notifications';
import { paths } from '@/shared/paths';

/** Posting a new opportunity. */
export function NewOpportunityPage() {
  usePageTitle('Post an Opportunity');
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1}>Post an Opportunity</Title>
        <Text c="gray.7" mt={4}>
          Save it as a Draft to finish later, or set it to Open to take applications.
        </Text>
      </div>
      <OpportunityForm
        onCancel={() => void navigate(paths.company.opportunities)}
        onSaved={(saved) => {
          notifications.show({
            color: 'green',
            message:
              saved.status === 'open'
                ? 'Your opportunity is live.'
                : `Your opportunity is saved as ${saved.status === 'draft' ? 'a draft' : saved.status}.`,
          });
          void navigate(paths.company.opportunity(saved.id), {
            replace: true,
          });
        }}
      />
    </Stack>
  );
}

export { NewOpportunityPage as Component };

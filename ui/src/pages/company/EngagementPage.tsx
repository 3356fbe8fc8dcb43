import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { useEngagement } from '@/features/engagements/api/engagement';
import { EngagementHeader } from '@/features/engagements/components/EngagementHeader';
import { EngagementNotLoaded } from '@/features/engagements/components/EngagementNotLoaded';
import { ScopeSection } from '@/features/projects/components/ScopeSection';

/** /company/engagements/:id: one volunteer's engagement, its scope and milestones, for the company team. */
export function EngagementPage() {
  const { id = '' } = useParams();
  const engagement = useEngagement(id);
  const e = engagement.data;
  usePageTitle(e ? `${e.volunteer_name}: ${e.opportunity_title}` : 'Engagement');

  if (engagement.isPending || engagement.isError || !e) {
    return <EngagementNotLoaded query={engagement} />;
  }
  return (
    <Stack gap="lg">
      <EngagementHeader
        engagement={e}
        back={{ to: paths.company.opportunity(e.opportunity), label: 'Back to the opportunity' }}
        title={e.volunteer_name}
        subtitle={e.opportunity_title}
      />
      <ScopeSection
        engagementId={e.id}
        side="company"
        names={{ company: 'Your team', volunteer: e.volunteer_name }}
        active={e.status !== 'completed'}
      />
    </Stack>
  );
}

export { EngagementPage as Component };

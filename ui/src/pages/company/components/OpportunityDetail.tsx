import { TitledCard } from '@/shared/components/CardSection';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { StatusAndCategory } from '@/shared/components/opportunity/Badges';
import { Fact } from '@/shared/components/opportunity/Fact';
import { factsOf, type Opportunity } from '@/shared/components/opportunity/model';
import { actorName } from '@/shared/team';
import { ApplicantsSection } from '@/features/applications/components/board/ApplicantsSection';
import { DeleteOpportunityModal } from '@/features/opportunities/components/manage/DeleteOpportunityModal';
import { EngagementsPanel } from '@/features/engagements/components/EngagementsPanel';
import { EngagementReview } from '@/features/reviews/components/EngagementReview';
import { BackIconLink } from '@/shared/components/BackIconLink';
import { notifications } from '@mantine/notifications';
import { paths } from '@/shared/paths';
import { StatCard } from '@/shared/profile/StatCard';
import { SuggestedSection } from './SuggestedSection';

/** One of the company's opportunities: its facts, Edit, Delete, and the applicants. */
export function OpportunityDetail({ opportunity: o }: { opportunity: Opportunity }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const facts = factsOf(o);
  const id = encodeURIComponent(o.id);

  const postedBy = actorName(o.created_by_name, o.created_by_former);
  const editedBy = actorName(o.updated_by_name, o.updated_by_former);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 300px' }}>
          <BackIconLink to={paths.company.opportunities} label="Back to your opportunities" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {o.title}
            </Title>
            <StatusAndCategory status={o.status} category={o.category_name}>
              <Text size="sm" c="gray.7">
                {facts.daysToGo}
              </Text>
            </StatusAndCategory>
          </Stack>
        </Group>
        <Group gap="xs">
          {o.status === 'open' ? (
            <Button
              component={Link}
              to={paths.opportunity(id)}
              variant="subtle"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Public page
            </Button>
          ) : null}
          <Button
            component={Link}
            to={paths.company.opportunity(id, true)}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Button>
          <Button
            color="red.8"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </Group>
      </Group>

      {o.status === 'closed' && o.closed_reason ? (
        <Alert color="red" title="Closed by Voluntech">
          {o.closed_reason}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <StatCard size="small" label="Applicants" value={o.applicants} />
        <StatCard size="small" label="Interviews" value={o.interviews} />
        <StatCard size="small" label="Volunteer days" value={facts.days} />
        <StatCard size="small" label="Created" value={facts.posted} />
      </SimpleGrid>

      <TitledCard title="Details" id="opportunity-facts">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          <Fact label="Location">{facts.place || 'Not given'}</Fact>
          <Fact label="Time">{facts.hours}</Fact>
          <Fact label="Duration">{facts.months}</Fact>
          <Fact label="Expires">{facts.expires}</Fact>
          <Fact label="Experience">{o.experience || '—'}</Fact>
          <Fact label="Qualification">{o.qualification || '—'}</Fact>
          <Fact label="Skills">{facts.skills.length > 0 ? facts.skills.join(', ') : '—'}</Fact>
          {postedBy ? <Fact label="Posted by">{postedBy}</Fact> : null}
          {editedBy && editedBy !== postedBy ? (
            <Fact label="Last edited by">{editedBy}</Fact>
          ) : null}
        </SimpleGrid>
        <Text component="h3" fw={600} size="sm" c="gray.7" mt="md">
          Description
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{o.description}</Text>
      </TitledCard>

      <Card withBorder padding="lg" component="section" aria-labelledby="opportunity-applicants">
        <ApplicantsSection opportunity={o} />
      </Card>

      <SuggestedSection opportunity={o} />

      <TitledCard title="Volunteers at work" id="opportunity-engagements">
        <EngagementsPanel
          opportunityId={o.id}
          review={(e) => <EngagementReview engagement={e} side="company" headingOrder={4} />}
        />
      </TitledCard>

      <DeleteOpportunityModal
        opportunity={o}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          notifications.show({ color: 'green', message: `${o.title} was deleted.` });
          void navigate(paths.company.opportunities, { replace: true });
        }}
      />
    </Stack>
  );
}

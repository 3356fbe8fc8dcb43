import { TitledCard } from '@/shared/components/CardSection';
import { LoadingBars } from '@/shared/components/LoadingBars';
import { GroupList } from '@/shared/components/BareList';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponseTimeNote } from '@/shared/components/ResponseTimeNote';
import { Link, useParams } from 'react-router';
import { useIsOpportunitySaved } from '@/features/opportunities/api/opportunityFavorites';
import { currentUser, useCurrentUser } from '@/shared/auth';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { StatusAndCategory } from '@/shared/components/opportunity/Badges';
import { Fact } from '@/shared/components/opportunity/Fact';
import { FavoriteOpportunityButton } from '@/features/opportunities/components/FavoriteOpportunityButton';
import { factsOf, type Opportunity } from '@/shared/components/opportunity/model';
import { statusOf } from '@/shared/errors';
import { useDeferredQuery } from '@/shared/hooks/useDeferredQuery';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { opportunityQuery, useOpportunity } from '../api/opportunity';
import { ApplyPanel } from '../components/ApplyPanel';
import { paths } from '@/shared/paths';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';
import type { FirstData } from '@/shared/firstData';

/** The public page of one opportunity, with applying for volunteers. */
/** The opportunity is the first screen (app/firstDraw.ts); the viewer is part of its key. */
export const firstData: FirstData = (client, { params }) => [
  client.prefetchQuery(opportunityQuery(params.id ?? '', currentUser()?.id ?? '')),
];

export function OpportunityPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const query = useDeferredQuery(useOpportunity(id, user?.id ?? ''));
  usePageTitle(query.data?.title ?? 'Opportunity');

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <LoadingBars
        label="Loading the opportunity"
        gap="lg"
        bars={[{ h: 32, w: '60%' }, { h: 16, w: '30%' }, 160, 120]}
      />
    );
  } else if (query.isError) {
    const status = statusOf(query.error);
    content =
      status === 404 || status === 400 ? (
        <Stack gap="md" align="flex-start">
          <Title order={1}>This opportunity is not available</Title>
          <Text>It may have been filled, closed or removed by the company.</Text>
          <Button component={Link} to={paths.opportunities}>
            See open opportunities
          </Button>
        </Stack>
      ) : (
        <LoadErrorAlert title="This opportunity could not be loaded" query={query} />
      );
  } else {
    content = <Details opportunity={query.data} />;
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          component="nav"
          aria-label="Breadcrumb"
          separator="›"
          styles={{
            root: { flexWrap: 'wrap', rowGap: 4 },
            separator: { color: 'var(--mantine-color-gray-7)' },
          }}
        >
          <Anchor component={Link} to="/">
            Home
          </Anchor>
          <Anchor component={Link} to={paths.opportunities}>
            Opportunities
          </Anchor>
          {/* A long title ends in an ellipsis on a phone; the heading below shows it whole. */}
          <Text
            span
            aria-current="page"
            fw={600}
            truncate="end"
            style={{ display: 'inline-block', maxWidth: '100%' }}
          >
            {query.data?.title ?? 'Opportunity'}
          </Text>
        </Breadcrumbs>
        {content}
      </Stack>
    </Container>
  );
}

function Details({ opportunity: o }: { opportunity: Opportunity }) {
  const user = useCurrentUser();
  const isSaved = useIsOpportunitySaved(user?.role === 'volunteer' ? user.id : null);
  const company = o.company_name || o.company_username;
  const facts = factsOf(o);
  const { skills } = facts;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <InitialsAvatar
              name={company}
              src={o.company_logo}
              alt={o.company_logo ? `Logo of ${company}` : undefined}
              size={64}
              radius="md"
              variant="filled"
            />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
                {o.title}
              </Title>
              <Text>
                {o.company_username ? (
                  <Anchor component={Link} to={paths.companyPublic(o.company_username)}>
                    {company}
                  </Anchor>
                ) : (
                  company
                )}
              </Text>
              <ResponseTimeNote response={o.company_response} />
              <StatusAndCategory status={o.status} category={o.category_name} />
            </Stack>
            <FavoriteOpportunityButton
              opportunityId={o.id}
              title={o.title}
              saved={isSaved(o.id, Boolean(o.favorite))}
            />
          </Group>

          <TitledCard title="About the opportunity" id="about-title">
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {o.description}
            </Text>
          </TitledCard>

          {skills.length > 0 ? (
            <TitledCard title="Skills" id="skills-title">
              <GroupList gap="xs">
                {skills.map((s) => (
                  <Badge key={s} component="li" variant="light" size="lg" tt="none" maw="100%">
                    {s}
                  </Badge>
                ))}
              </GroupList>
            </TitledCard>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <ApplyPanel opportunity={o} />
          <TitledCard title="At a glance" id="facts-title">
            <dl style={{ margin: 0 }}>
              <Fact mb="xs" label="Location">
                {facts.place || 'Not given'}
              </Fact>
              <Fact mb="xs" label="Time">
                {facts.hours}
              </Fact>
              <Fact mb="xs" label="Duration">
                {facts.months}
              </Fact>
              <Fact mb="xs" label="Volunteer days">
                {facts.days}
              </Fact>
              <Fact mb="xs" label="Apply by">
                {facts.expires} ({facts.daysToGo})
              </Fact>
              {o.answer_within_days ? (
                <Fact mb="xs" label="Answer">
                  Applications get an answer within {o.answer_within_days} days
                </Fact>
              ) : null}
              {o.experience ? (
                <Fact mb="xs" label="Experience">
                  {o.experience}
                </Fact>
              ) : null}
              {o.qualification ? (
                <Fact mb="xs" label="Qualification">
                  {o.qualification}
                </Fact>
              ) : null}
              <Fact mb="xs" label="Posted">
                {facts.posted}
              </Fact>
            </dl>
          </TitledCard>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export { OpportunityPage as Component };

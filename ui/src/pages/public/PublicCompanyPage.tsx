import { StackList } from '@/shared/components/BareList';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ResponseTimeNote } from '@/shared/components/ResponseTimeNote';
import { ProfileReviews } from '@/features/reviews/components/ProfileReviews';
import { Link, useParams } from 'react-router';
import { currentUser, useCurrentUser } from '@/shared/auth';
import { DescribedText, InfoRow, ProfileSection } from '@/shared/components/profile/ProfileSection';
import {
  ExternalLink,
  SocialLinkItems,
  VideoPitchSection,
} from '@/shared/components/profile/ProfileLinks';
import { ProfileSkeleton, TagList } from '@/shared/components/profile/PublicProfileLayout';
import {
  NotPublicNotice,
  UnlistedForSuperadmin,
  viewerOf,
} from '@/shared/components/profile/NotPublicNotice';
import {
  ProfileColumns,
  ProfileHeading,
  PublicProfilePage,
} from '@/shared/profile/PublicProfilePage';
import { linkText, yearOf } from '@/shared/profileText';
import { MessageButton } from '@/shared/components/MessageButton';
import { paths } from '@/shared/paths';
import { publicMemberName } from '@/shared/team';
import {
  publicCompanyQuery,
  usePublicCompany,
  type PublicCompany,
  type PublicTeamMember,
} from '@/features/company-profile/api/companyProfile';
import { CompanyStatsSection } from '@/features/company-profile/components/public/CompanyStatsSection';
import { GallerySection } from '@/features/company-profile/components/public/GallerySection';
import { OpenOpportunitiesSection } from '@/features/opportunities/components/OpenOpportunitiesSection';
import { publicCompanyOpportunitiesQuery } from '@/features/opportunities/api/publicCompanyOpportunities';
import { profileReviewsQuery } from '@/features/reviews/api/profileReviews';
import { CompanyLogo } from '@/shared/components/entity/CompanyLogo';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';
import type { FirstData } from '@/shared/firstData';

/** The owner or a superadmin at an unlisted company; null (the not-found page) for anyone else. */
function CompanyNotPublic({ username }: { username: string }) {
  const viewer = useCurrentUser();
  const who = viewerOf(viewer, username);
  if (who === 'superadmin') return <UnlistedForSuperadmin username={username} />;
  if (who !== 'owner') return null;
  return (
    <NotPublicNotice title="Your company profile is not public yet">
      <Text size="sm">Companies appear in the directory once every onboarding step is saved.</Text>
      <div>
        <Button component={Link} to={paths.company.profileCreation} size="sm">
          Continue onboarding
        </Button>
      </div>
    </NotPublicNotice>
  );
}

const nameOf = (c: PublicCompany) => c.company_name || c.first_name || c.username;

/** An information row; this page's labels are dimmed. */
function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <InfoRow label={label} labelColor="dimmed">
      {children}
    </InfoRow>
  );
}

/** The profile is the first screen (app/firstDraw.ts). */
// The open opportunities and reviews come with the profile (index.html
// starts them too): one first screen, not one more render as each lands.
export const firstData: FirstData = (client, { params }) => [
  client.prefetchQuery(publicCompanyQuery(params.username ?? '')),
  client.prefetchInfiniteQuery(
    publicCompanyOpportunitiesQuery(params.username ?? '', currentUser()?.id ?? ''),
  ),
  client.prefetchQuery(profileReviewsQuery('company', params.username ?? '', 1)),
];

/**
 * A company's public profile: only what the company told us, its photos,
 * its open opportunities, figures counted from its records and the reviews
 * volunteers who worked with it published (never the spec's sample values:
 * docs/architecture.md, decision 9).
 */
export function PublicCompanyPage() {
  const { username = '' } = useParams();
  const company = usePublicCompany(username);
  return (
    <PublicProfilePage
      kind="Company"
      kindTo={paths.companies}
      username={username}
      viewed={username}
      nameOf={nameOf}
      query={company}
      skeleton={<ProfileSkeleton label="Loading the company profile" banner blocks={[180]} />}
      errorTitle="This company could not be loaded"
      notPublic={CompanyNotPublic}
    >
      {(company) => <Profile company={company} />}
    </PublicProfilePage>
  );
}

function Profile({ company }: { company: PublicCompany }) {
  const viewer = useCurrentUser();
  const own =
    viewer?.role === 'company' && viewer.username.toLowerCase() === company.username.toLowerCase();
  const name = nameOf(company);
  const place = [company.city, company.country].filter(Boolean).join(', ');
  const since = yearOf(company.member_since);

  return (
    <Stack gap="lg">
      <Box>
        <Box
          h={{ base: 96, sm: 160 }}
          aria-hidden
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background:
              'linear-gradient(120deg, var(--mantine-color-blue-8), var(--mantine-color-cyan-6))',
          }}
        />
        <Stack gap="xs" px={{ base: 'sm', sm: 'lg' }}>
          <CompanyLogo
            name={name}
            src={company.logo}
            size={96}
            mt={-48}
            style={{
              border: '4px solid var(--mantine-color-white)',
              background: company.logo ? 'var(--mantine-color-white)' : undefined,
            }}
          />
          <ProfileHeading
            name={name}
            action={
              own ? (
                <Button
                  component={Link}
                  to={paths.company.profile}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit profile
                </Button>
              ) : (
                <MessageButton party="company" username={company.username} name={name} />
              )
            }
          />
          {place ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
              <Text c="gray.7">{place}</Text>
            </Group>
          ) : null}
          <ResponseTimeNote response={company.response_time} />
          {company.tags.length > 0 ? <TagList tags={company.tags} /> : null}
        </Stack>
      </Box>

      <ProfileColumns
        main={
          <>
            <ProfileSection title="Overview" id="overview">
              <Stack gap="md">
                <DescribedText title="About the business" text={company.description} />
                <DescribedText title="Progress so far" text={company.progress_description} />
                <DescribedText
                  title="Plan for the next 12 to 18 months"
                  text={company.future_plan}
                />
              </Stack>
            </ProfileSection>
            {company.gallery.length > 0 ? (
              <GallerySection photos={company.gallery} name={name} />
            ) : null}
            {company.video_url ? <VideoPitchSection name={name} url={company.video_url} /> : null}
            <OpenOpportunitiesSection username={company.username} name={name} />
            <ProfileReviews kind="company" username={company.username} name={name} />
          </>
        }
        side={
          <>
            <CompanyStatsSection stats={company.stats} />
            <ProfileSection title="Information" id="information">
              <Stack component="dl" gap="sm" m={0}>
                {company.category ? <Info label="Category">{company.category}</Info> : null}
                {since ? <Info label="Member since">{since}</Info> : null}
                {company.company_stage ? (
                  <Info label="Company stage">{company.company_stage}</Info>
                ) : null}
                {company.team_size ? <Info label="Team size">{company.team_size}</Info> : null}
                {company.contact_email ? (
                  <Info label="Email">
                    <Anchor href={`mailto:${company.contact_email}`}>
                      {company.contact_email}
                    </Anchor>
                  </Info>
                ) : null}
                {company.website ? (
                  <Info label="Website">
                    <ExternalLink href={company.website}>{linkText(company.website)}</ExternalLink>
                  </Info>
                ) : null}
              </Stack>
            </ProfileSection>
            {company.team && company.team.length > 0 ? <TeamSection team={company.team} /> : null}
            {company.social_links.length > 0 ? (
              <ProfileSection title="Social links" id="social-links">
                <StackList gap="xs">
                  <SocialLinkItems links={company.social_links} />
                </StackList>
              </ProfileSection>
            ) : null}
          </>
        }
      />
    </Stack>
  );
}

function TeamSection({ team }: { team: PublicTeamMember[] }) {
  return (
    <ProfileSection title="Team" id="team">
      <StackList gap="sm">
        {team.map((m, i) => {
          const name = publicMemberName(m.first_name, m.last_initial);
          return (
            <Group component="li" key={`${name}-${i}`} gap="sm" wrap="nowrap">
              <InitialsAvatar name={name} src={m.avatar} alt="" radius="xl" />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                {m.role_title ? (
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {m.role_title}
                  </Text>
                ) : null}
              </div>
            </Group>
          );
        })}
      </StackList>
    </ProfileSection>
  );
}

export { PublicCompanyPage as Component };

import { GroupList, StackList } from '@/shared/components/BareList';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import {
  DescribedText,
  InfoRow as Info,
  Paragraphs,
  ProfileSection as Section,
} from '@/shared/components/profile/ProfileSection';
import {
  ExternalLink,
  SocialLinkItems,
  VideoPitchSection,
} from '@/shared/components/profile/ProfileLinks';
import { ProfileSkeleton, TagList } from '@/shared/components/profile/PublicProfileLayout';
import {
  ProfileColumns,
  ProfileHeading,
  PublicProfilePage,
} from '@/shared/profile/PublicProfilePage';
import { formatPeriod } from '@/shared/period';
import { linkText, yearOf } from '@/shared/profileText';
import {
  publicVolunteerQuery,
  usePublicVolunteer,
  type PublicVolunteer,
} from '@/features/volunteer-profile/api/publicVolunteer';
import { CertificatesSection } from '@/features/certificates/components/CertificatesSection';
import { PortfolioSection } from '@/features/projects/components/PortfolioSection';
import { volunteerCertificatesQuery } from '@/features/certificates/api/volunteerCertificates';
import { profileReviewsQuery } from '@/features/reviews/api/profileReviews';
import { ContactSection } from '@/features/volunteer-profile/components/ContactSection';
import type { PeriodFields } from '@/features/volunteer-profile/api/volunteerProfile';
import { MessageButton } from '@/shared/components/MessageButton';
import { paths } from '@/shared/paths';
import { VolunteerNotPublic } from '@/features/volunteer-profile/components/ProfileNotPublic';
import { ProfileReviews } from '@/features/reviews/components/ProfileReviews';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';
import type { FirstData } from '@/shared/firstData';

// Only the profile's owner sees the edit button: its tooltip loads with it.
const EditProfileAction = lazy(() =>
  import('@/features/volunteer-profile/components/EditProfileAction').then((m) => ({
    default: m.EditProfileAction,
  })),
);

const nameOf = (v: PublicVolunteer) => `${v.first_name} ${v.last_name}`.trim() || v.username;

function periodText(p: PeriodFields): string {
  return formatPeriod({
    startYear: p.start_year,
    startMonth: p.start_month,
    endYear: p.end_year,
    endMonth: p.end_month,
    current: p.current,
  });
}

/** A list of entries with a title, details and a period (education, experience, awards). */
function Entries({ items }: { items: { key: string; title: string; details: string[] }[] }) {
  return (
    <StackList gap="md">
      {items.map((item) => (
        <li key={item.key}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          {item.details
            .filter((d) => d !== '')
            .map((d, i) => (
              <Text key={i} size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {d}
              </Text>
            ))}
        </li>
      ))}
    </StackList>
  );
}

/**
 * A volunteer's public profile: what
 * the volunteer told us, public fields only; the owner sees an edit pencil.
 */
/** The profile is the first screen (app/firstDraw.ts). */
// The sections below the profile come with it (index.html starts them
// too): one first screen, not one more render as each answer lands.
export const firstData: FirstData = (client, { params }) => [
  client.prefetchQuery(publicVolunteerQuery(params.username ?? '')),
  client.prefetchQuery(volunteerCertificatesQuery(params.username ?? '')),
  client.prefetchQuery(profileReviewsQuery('volunteer', params.username ?? '', 1)),
];

export function PublicVolunteerPage() {
  const { username = '' } = useParams();
  const volunteer = usePublicVolunteer(username);
  return (
    <PublicProfilePage
      kind="Volunteer"
      kindTo={paths.volunteers}
      username={volunteer.data?.username ?? username}
      viewed={username}
      nameOf={nameOf}
      query={volunteer}
      skeleton={<ProfileSkeleton label="Loading the volunteer profile" blocks={[180, 120]} />}
      errorTitle="This volunteer could not be loaded"
      wrapUsername
      notPublic={VolunteerNotPublic}
    >
      {(v) => <Profile volunteer={v} />}
    </PublicProfilePage>
  );
}

function Profile({ volunteer: v }: { volunteer: PublicVolunteer }) {
  const viewer = useCurrentUser();
  // The edit entry shows only to the owner; the server refuses anyone else.
  const own = Boolean(viewer && viewer.username.toLowerCase() === v.username.toLowerCase());
  const name = nameOf(v);
  const place = [v.city, v.country].filter(Boolean).join(', ');
  const since = yearOf(v.member_since);
  const skillGroups = v.skills.filter((g) => g.skills.length > 0);
  const latest = v.latest_role
    ? [v.latest_role.role, v.latest_role.company].filter(Boolean).join(' at ')
    : '';

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <InitialsAvatar
            name={name}
            src={v.photo}
            alt={v.photo ? `Photo of ${name}` : undefined}
            size={112}
            radius="50%"
            variant="filled"
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <ProfileHeading
              name={name}
              nowrap
              action={
                own ? (
                  <Suspense fallback={null}>
                    <EditProfileAction username={v.username} />
                  </Suspense>
                ) : (
                  <MessageButton party="volunteer" username={v.username} name={name} />
                )
              }
            />
            {latest ? (
              <Group gap={6} wrap="nowrap">
                <IconBriefcase size={16} aria-hidden style={{ flex: 'none' }} />
                <Text c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                  {latest}
                </Text>
              </Group>
            ) : null}
            {place ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
                <Text c="gray.7">{place}</Text>
              </Group>
            ) : null}
            <Group gap="xs" mt={4}>
              {v.category ? (
                <Badge variant="outline" tt="none">
                  {v.category}
                </Badge>
              ) : null}
              {v.available ? (
                <Badge color="green.8" variant="dot" tt="none">
                  Open to opportunities
                </Badge>
              ) : null}
            </Group>
            {v.tags.length > 0 ? <TagList tags={v.tags} flush /> : null}
          </Stack>
        </Group>
      </Card>

      <ProfileColumns
        main={
          <>
            <Section title="About" id="about">
              <Paragraphs text={v.about || 'Not described yet.'} />
            </Section>
            {skillGroups.length > 0 ? (
              <Section title="Skills" id="skills">
                <Stack gap="md">
                  {skillGroups.map((g) => (
                    <div key={g.level}>
                      <Title order={3} size="h5" mb={6}>
                        {g.level}
                      </Title>
                      <GroupList gap="xs" aria-label={`${g.level} skills`}>
                        {g.skills.map((s) => (
                          <Badge
                            key={s}
                            component="li"
                            variant="light"
                            color="gray"
                            size="lg"
                            tt="none"
                          >
                            {s}
                          </Badge>
                        ))}
                      </GroupList>
                    </div>
                  ))}
                </Stack>
              </Section>
            ) : null}
            {v.video_url ? <VideoPitchSection name={name} url={v.video_url} /> : null}
            <Section title="Career aspirations" id="career-aspirations">
              <Stack gap="md">
                <DescribedText title="Career path" text={v.aspirations} />
                <DescribedText title="Ideal opportunity" text={v.opportunity} />
              </Stack>
            </Section>
            <Section title="Education" id="education">
              {v.educations.length > 0 ? (
                <Entries
                  items={v.educations.map((e, i) => ({
                    key: `${i}`,
                    title: e.institution,
                    details: [[e.course, e.area].filter(Boolean).join(' · '), periodText(e)],
                  }))}
                />
              ) : (
                <Text c="gray.7">No education added.</Text>
              )}
            </Section>
            <Section title="Experience" id="experience">
              {v.experiences.length > 0 ? (
                <Entries
                  items={v.experiences.map((e, i) => ({
                    key: `${i}`,
                    title: e.role ? `${e.role} at ${e.company}` : e.company,
                    details: [periodText(e), e.company_url ? linkText(e.company_url) : ''],
                  }))}
                />
              ) : (
                <Text c="gray.7">No experience added.</Text>
              )}
            </Section>
            <Section title="Achievements" id="achievements">
              {v.awards.length > 0 ? (
                <Entries
                  items={v.awards.map((a, i) => ({
                    key: `${i}`,
                    title: a.title,
                    details: [a.year ? String(a.year) : ''],
                  }))}
                />
              ) : (
                <Text c="gray.7">No awards added.</Text>
              )}
            </Section>
            <PortfolioSection username={v.username} />
            <CertificatesSection username={v.username} />
            <ProfileReviews kind="volunteer" username={v.username} name={name} />
          </>
        }
        side={
          <>
            <ContactSection username={v.username} firstName={v.first_name} />
            <Section title="Overview" id="overview">
              <Stack component="dl" gap="sm" m={0}>
                {v.overview.education_level ? (
                  <Info label="Education level">{v.overview.education_level}</Info>
                ) : null}
                {v.overview.experience_years ? (
                  <Info label="Years of experience">{v.overview.experience_years}</Info>
                ) : null}
                {v.overview.motivation ? (
                  <Info label="Motivation">{v.overview.motivation}</Info>
                ) : null}
                {v.overview.partner ? <Info label="Partner">{v.overview.partner}</Info> : null}
                {since ? <Info label="Member since">{since}</Info> : null}
              </Stack>
            </Section>
            {v.languages.length > 0 ? (
              <Section title="Languages" id="languages">
                <GroupList gap="xs">
                  {v.languages.map((l) => (
                    <Badge key={l} component="li" variant="outline" color="gray.8" tt="none">
                      {l}
                    </Badge>
                  ))}
                </GroupList>
              </Section>
            ) : null}
            {v.website || v.social_links.length > 0 ? (
              <Section title="Links" id="links">
                <StackList gap="xs">
                  {v.website ? (
                    <li>
                      <Text size="sm" c="gray.7">
                        Website
                      </Text>
                      <ExternalLink href={v.website}>{linkText(v.website)}</ExternalLink>
                    </li>
                  ) : null}
                  <SocialLinkItems links={v.social_links} newTabHint />
                </StackList>
              </Section>
            ) : null}
          </>
        }
      />
    </Stack>
  );
}

export { PublicVolunteerPage as Component };

import {
  ActionIcon,
  Alert,
  Anchor,
  AspectRatio,
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBriefcase,
  IconExternalLink,
  IconMapPin,
  IconPencil,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { NotFound } from '@/shared/components/NotFound';
import { SocialIcon } from '@/shared/components/SocialIcon';
import { errorMessage, statusOf } from '@/shared/errors';
import { initialsOf, youTubeId } from '@/shared/fields';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { formatPeriod } from '@/shared/period';
import { networkLabel } from '@/shared/socialLinks';
import { usePublicVolunteer, type PublicVolunteer } from '../api/publicVolunteer';
import type { PeriodFields } from '../api/volunteerProfile';

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

function yearOf(date: string): string {
  const d = new Date(date.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? '' : String(d.getFullYear());
}

const linkText = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

function Crumbs({ username }: { username: string }) {
  return (
    <Breadcrumbs
      component="nav"
      aria-label="Breadcrumb"
      separator="›"
      styles={{ separator: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Anchor component={Link} to="/">
        Home
      </Anchor>
      <Text span>Volunteer</Text>
      <Text span aria-current="page" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {username}
      </Text>
    </Breadcrumbs>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A saved text with its line breaks. */
function Paragraphs({ text }: { text: string }) {
  return <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Text>;
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** A list of entries with a title, details and a period (education, experience, awards). */
function Entries({ items }: { items: { key: string; title: string; details: string[] }[] }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
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
    </Stack>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the volunteer profile">
      <Group gap="md">
        <Skeleton h={96} w={96} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton h={28} w="50%" />
          <Skeleton h={16} w="30%" />
        </Stack>
      </Group>
      <Skeleton h={180} />
      <Skeleton h={120} />
    </Stack>
  );
}

/**
 * A volunteer's public profile (spec 001 "Public volunteer profile"): what
 * the volunteer told us, public fields only; the owner sees an edit pencil.
 */
export function PublicVolunteerPage() {
  const { username = '' } = useParams();
  const volunteer = usePublicVolunteer(username);
  const missing = volunteer.isError && statusOf(volunteer.error) === 404;
  // NotFound sets its own title; this one must not overwrite it.
  usePageTitle(volunteer.data ? nameOf(volunteer.data) : missing ? 'Page not found' : 'Volunteer');

  if (missing) return <NotFound />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Crumbs username={volunteer.data?.username ?? username} />
        {volunteer.isPending ? <PageSkeleton /> : null}
        {volunteer.isError ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden />}
            title="This volunteer could not be loaded"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(volunteer.error)}</Text>
              <Button variant="default" size="xs" onClick={() => void volunteer.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {volunteer.data ? <Profile volunteer={volunteer.data} /> : null}
      </Stack>
    </Container>
  );
}

function Profile({ volunteer: v }: { volunteer: PublicVolunteer }) {
  const viewer = useCurrentUser();
  // The edit entry shows only to the owner (spec 001 §6); the server refuses anyone else.
  const own = Boolean(viewer && viewer.username.toLowerCase() === v.username.toLowerCase());
  const name = nameOf(v);
  const place = [v.city, v.country].filter(Boolean).join(', ');
  const since = yearOf(v.member_since);
  const video = v.video_url ? youTubeId(v.video_url) : null;
  const skillGroups = v.skills.filter((g) => g.skills.length > 0);
  const latest = v.latest_role
    ? [v.latest_role.role, v.latest_role.company].filter(Boolean).join(' at ')
    : '';

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Avatar
            src={v.photo || null}
            alt={v.photo ? `Photo of ${name}` : undefined}
            size={112}
            radius="50%"
            color="blue"
            variant="filled"
          >
            <span aria-hidden>{initialsOf(name)}</span>
          </Avatar>
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Title order={1} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {name}
              </Title>
              {own ? (
                <Tooltip label="Edit profile">
                  <ActionIcon
                    component={Link}
                    to={`/volunteer/${encodeURIComponent(v.username)}/edit`}
                    variant="default"
                    size="lg"
                    aria-label="Edit profile"
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
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
            {v.tags.length > 0 ? (
              <Group
                gap="xs"
                mt="xs"
                component="ul"
                aria-label="Tags"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {v.tags.map((tag) => (
                  <Badge key={tag} component="li" variant="light" size="lg" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Group>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
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
                      <Group
                        gap="xs"
                        component="ul"
                        p={0}
                        m={0}
                        style={{ listStyle: 'none' }}
                        aria-label={`${g.level} skills`}
                      >
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
                      </Group>
                    </div>
                  ))}
                </Stack>
              </Section>
            ) : null}
            {v.video_url ? (
              <Section title="Video pitch" id="video-pitch">
                <Stack gap="md" align="flex-start">
                  {video ? (
                    <AspectRatio ratio={16 / 9} w="100%">
                      <iframe
                        src={`https://www.youtube-nocookie.com/embed/${video}`}
                        title={`${name} video pitch`}
                        loading="lazy"
                        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                        allowFullScreen
                        referrerPolicy="strict-origin-when-cross-origin"
                        style={{ border: 0 }}
                      />
                    </AspectRatio>
                  ) : null}
                  <Button
                    component="a"
                    href={v.video_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  >
                    Watch the video pitch
                  </Button>
                </Stack>
              </Section>
            ) : null}
            <Section title="Career aspirations" id="career-aspirations">
              <Stack gap="md">
                <div>
                  <Title order={3} size="h5" mb={4}>
                    Career path
                  </Title>
                  <Paragraphs text={v.aspirations || 'Not described yet.'} />
                </div>
                <div>
                  <Title order={3} size="h5" mb={4}>
                    Ideal opportunity
                  </Title>
                  <Paragraphs text={v.opportunity || 'Not described yet.'} />
                </div>
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
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
                <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {v.languages.map((l) => (
                    <Badge key={l} component="li" variant="outline" color="gray.8" tt="none">
                      {l}
                    </Badge>
                  ))}
                </Group>
              </Section>
            ) : null}
            {v.website || v.social_links.length > 0 ? (
              <Section title="Links" id="links">
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {v.website ? (
                    <li>
                      <Text size="sm" c="gray.7">
                        Website
                      </Text>
                      <ExternalLink href={v.website}>{linkText(v.website)}</ExternalLink>
                    </li>
                  ) : null}
                  {v.social_links.map((link, i) => (
                    <li key={`${link.network}-${i}`}>
                      <Anchor
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
                      >
                        <SocialIcon network={link.network} />
                        {networkLabel(link.network)}
                        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { PublicVolunteerPage as Component };

import {
  Alert,
  Anchor,
  AspectRatio,
  Avatar,
  Badge,
  Box,
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
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconExternalLink,
  IconMapPin,
  IconPencil,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { NotFound } from '@/shared/components/NotFound';
import { errorMessage, statusOf } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { usePublicCompany, type PublicCompany } from '../api/companyProfile';
import { initialsOf, youTubeId } from '@/shared/fields';
import { SocialIcon } from '@/shared/components/SocialIcon';
import { networkLabel } from '@/shared/socialLinks';

const nameOf = (c: PublicCompany) => c.company_name || c.first_name || c.username;

function yearOf(date: string): string {
  const d = new Date(date.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? '' : String(d.getFullYear());
}

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
      <Text span>Company</Text>
      <Text span aria-current="page" fw={600}>
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
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the company profile">
      <Skeleton h={160} />
      <Group gap="md">
        <Skeleton h={96} w={96} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton h={28} w="50%" />
          <Skeleton h={16} w="30%" />
        </Stack>
      </Group>
      <Skeleton h={180} />
    </Stack>
  );
}

/**
 * A company's public profile (spec 001 "Public company profile"): only what
 * the company told us; the spec's sample photos, reviews, stats and
 * opportunities are left out (DESIGN.md §6.9).
 */
export function PublicCompanyPage() {
  const { username = '' } = useParams();
  const company = usePublicCompany(username);
  const missing = company.isError && statusOf(company.error) === 404;
  // NotFound sets its own title; this one must not overwrite it.
  usePageTitle(company.data ? nameOf(company.data) : missing ? 'Page not found' : 'Company');

  if (missing) return <NotFound />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Crumbs username={username} />
        {company.isPending ? <PageSkeleton /> : null}
        {company.isError ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden />}
            title="This company could not be loaded"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(company.error)}</Text>
              <Button variant="default" size="xs" onClick={() => void company.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {company.data ? <Profile company={company.data} /> : null}
      </Stack>
    </Container>
  );
}

function Profile({ company }: { company: PublicCompany }) {
  const viewer = useCurrentUser();
  const own =
    viewer?.role === 'company' && viewer.username.toLowerCase() === company.username.toLowerCase();
  const name = nameOf(company);
  const place = [company.city, company.country].filter(Boolean).join(', ');
  const since = yearOf(company.member_since);
  const video = company.video_url ? youTubeId(company.video_url) : null;

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
          <Avatar
            src={company.logo || null}
            alt={company.logo ? `${name} logo` : undefined}
            size={96}
            radius="md"
            color="blue"
            variant="filled"
            mt={-48}
            style={{
              border: '4px solid var(--mantine-color-white)',
              background: company.logo ? 'var(--mantine-color-white)' : undefined,
            }}
            imageProps={{ style: { objectFit: 'contain' } }}
          >
            <span aria-hidden>{initialsOf(name)}</span>
          </Avatar>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {name}
            </Title>
            {own ? (
              <Button
                component={Link}
                to="/company/profile"
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit profile
              </Button>
            ) : null}
          </Group>
          {place ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
              <Text c="gray.7">{place}</Text>
            </Group>
          ) : null}
          {company.tags.length > 0 ? (
            <Group
              gap="xs"
              mt="xs"
              component="ul"
              aria-label="Tags"
              p={0}
              style={{ listStyle: 'none' }}
            >
              {company.tags.map((tag) => (
                <Badge key={tag} component="li" variant="light" size="lg" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Box>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title="Overview" id="overview">
              <Stack gap="md">
                <div>
                  <Title order={3} size="h5" mb={4}>
                    About the business
                  </Title>
                  <Paragraphs text={company.description || 'Not described yet.'} />
                </div>
                <div>
                  <Title order={3} size="h5" mb={4}>
                    Progress so far
                  </Title>
                  <Paragraphs text={company.progress_description || 'Not described yet.'} />
                </div>
                <div>
                  <Title order={3} size="h5" mb={4}>
                    Plan for the next 12 to 18 months
                  </Title>
                  <Paragraphs text={company.future_plan || 'Not described yet.'} />
                </div>
              </Stack>
            </Section>
            {company.video_url ? (
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
                    href={company.video_url}
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section title="Information" id="information">
              <Stack component="dl" gap="sm" m={0}>
                {company.category ? <Info label="Category">{company.category}</Info> : null}
                {since ? <Info label="Member since">{since}</Info> : null}
                {company.company_stage ? (
                  <Info label="Company stage">{company.company_stage}</Info>
                ) : null}
                {company.team_size ? <Info label="Team size">{company.team_size}</Info> : null}
                {company.website ? (
                  <Info label="Website">
                    <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
                      {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                      <IconExternalLink
                        size={14}
                        aria-hidden
                        style={{ marginLeft: 4, verticalAlign: 'middle' }}
                      />
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Anchor>
                  </Info>
                ) : null}
              </Stack>
            </Section>
            {company.social_links.length > 0 ? (
              <Section title="Social links" id="social-links">
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {company.social_links.map((link, i) => (
                    <li key={`${link.network}-${i}`}>
                      <Anchor
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
                      >
                        <SocialIcon network={link.network} />
                        {networkLabel(link.network)}
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

export { PublicCompanyPage as Component };

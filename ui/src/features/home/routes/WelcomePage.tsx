import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconRocket, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';

interface Side {
  title: string;
  icon: ReactNode;
  text: string;
  points: string[];
}

const sides: Side[] = [
  {
    title: 'Tech companies: build with skilled volunteers',
    icon: <IconRocket size={26} aria-hidden />,
    text: 'Early-stage founders with more ideas than budget find people who want to build real products with them.',
    points: [
      'Post volunteer opportunities for the skills you are missing',
      'Review applicants and build a team of volunteers',
      'Choose the Starter, Essential or Advanced plan as you grow',
    ],
  },
  {
    title: 'Volunteers: gain experience and skills through volunteering',
    icon: <IconSchool size={26} aria-hidden />,
    text: 'Work on real products with real teams, and show what you can do with work you can point to.',
    points: [
      'Find opportunities that match your skills and goals',
      'Learn alongside founders and other volunteers',
      'Joining is free for volunteers',
    ],
  },
];

const steps = [
  {
    title: 'Create your account',
    text: 'Choose whether you join as a volunteer or as a tech company, then confirm your email address.',
  },
  {
    title: 'Set up your profile',
    text: 'Volunteers share their skills, experience and goals. Companies describe their product, team and plans.',
  },
  {
    title: 'Start working together',
    text: 'Companies post volunteer opportunities and volunteers apply to the ones that fit them.',
  },
];

export function WelcomePage() {
  usePageTitle('Welcome');
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <Stack align="center" ta="center" gap="lg" maw={760} mx="auto">
        <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
          Bringing skilled volunteers and cash-starved tech founders together.
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7">
          Voluntech is a marketplace where tech companies find skilled volunteers, and volunteers
          gain real experience by helping to build real products.
        </Text>
        <Group justify="center" gap="md">
          <Button component={Link} to={paths.preRegister} size="md">
            Register
          </Button>
          <Button component={Link} to={paths.login} size="md" variant="default">
            Log in
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt={{ base: 40, md: 64 }}>
        {sides.map((side) => (
          <Card key={side.title} withBorder padding="lg" radius="md" component="section">
            <Stack gap="sm">
              <ThemeIcon size={48} radius="md" variant="light">
                {side.icon}
              </ThemeIcon>
              <Title order={2} size="h3">
                {side.title}
              </Title>
              <Text c="gray.7">{side.text}</Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" color="green.8">
                    <IconCheck size={14} aria-hidden />
                  </ThemeIcon>
                }
              >
                {side.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Box component="section" mt={{ base: 40, md: 64 }} aria-labelledby="how-it-works">
        <Title order={2} id="how-it-works" ta="center" mb="lg">
          How it works
        </Title>
        <Box
          component="ol"
          p={0}
          m={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gap: 'var(--mantine-spacing-lg)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          }}
        >
          {steps.map((step, i) => (
            <Card key={step.title} component="li" withBorder padding="lg" radius="md">
              <Group gap="sm" wrap="nowrap" mb="xs">
                <ThemeIcon size={36} radius="xl" aria-hidden>
                  <Text fw={700} c="white" span>
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
              </Group>
              <Text c="gray.7">{step.text}</Text>
            </Card>
          ))}
        </Box>
      </Box>

      <Text ta="center" mt={{ base: 40, md: 64 }} c="gray.7">
        All opportunities on Voluntech are voluntary: no pay, stipends or promises of paid work. See
        the{' '}
        <Anchor component={Link} to={paths.terms} underline="always">
          Terms of Service
        </Anchor>
        .
      </Text>
    </Container>
  );
}

export { WelcomePage as Component };

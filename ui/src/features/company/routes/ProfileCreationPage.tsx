import { Alert, Button, Container, Grid, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';

const steps = [
  {
    label: 'Understanding your Tech Company',
    description: 'Stage, team, funding and how you found us',
  },
  { label: 'Tech Company details', description: 'Contact, city, languages, links and logo' },
  { label: 'Pricing plans and subscribing', description: 'Choose a plan and pay for it' },
  {
    label: 'Understanding the business and your plans',
    description: 'Your business, your progress and the next 12 to 18 months',
  },
];

const ACTIVE = 0;

// Mantine's step descriptions are too faint to read comfortably (WCAG AA).
const stepperStyles = { stepDescription: { color: 'var(--mantine-color-gray-7)' } };

/** The company onboarding: the steps to come, until the wizard's forms exist. */
export function ProfileCreationPage() {
  usePageTitle('Set up your profile');
  const current = steps[ACTIVE];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} mb="lg">
        Set up your profile
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg" bg="gray.0" component="aside" aria-label="Profile setup steps">
            <Text fw={600} mb="lg">
              Complete following steps to setup your Tech Company profile
            </Text>
            <Stepper active={ACTIVE} orientation="vertical" size="sm" styles={stepperStyles}>
              {steps.map((s, i) => (
                <Stepper.Step
                  key={s.label}
                  label={s.label}
                  description={s.description}
                  aria-current={i === ACTIVE ? 'step' : undefined}
                />
              ))}
            </Stepper>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              Step {ACTIVE + 1} of {steps.length}: {current?.label}
            </Title>
            <Text>
              You will tell volunteers about your company&rsquo;s stage, the size and structure of
              your team, how the business is funded and how you found Voluntech. After that come
              your company details, your plan and a description of your business and plans.
            </Text>
            <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />} title="Coming soon">
              The profile setup forms are not available on this site yet. You can use your dashboard
              in the meantime and come back here later.
            </Alert>
            <div>
              <Button component={Link} to="/company/dashboard">
                Go to your dashboard
              </Button>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export { ProfileCreationPage as Component };

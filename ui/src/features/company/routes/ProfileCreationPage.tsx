import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { onboardingQueryKey, useOnboarding, type OnboardingDraft } from '../api/onboarding';
import { PlanStep } from '../components/plan/PlanStep';
import { BackgroundForm } from '../components/profile/BackgroundForm';
import { BusinessForm } from '../components/profile/BusinessForm';
import {
  DETAILS_CHILDREN,
  DetailsForm,
  type DetailsChild,
} from '../components/profile/DetailsForm';

type WizardStep = 1 | 2 | 3 | 4;

interface Position {
  step: WizardStep;
  /** The child sub-step inside step 2. */
  child: DetailsChild;
}

const steps: { label: string; description: string; heading: string }[] = [
  {
    label: 'Understanding your Tech Company',
    description: 'Stage, team, funding and how you found us',
    heading: 'Understanding your motivation',
  },
  {
    label: 'Tech Company details',
    description: 'Contact, city, languages, logo and social links',
    heading: 'Tech Company details',
  },
  {
    label: 'Pricing plans and subscribing',
    description: 'Choose your plan and subscribe',
    heading: 'Pricing plans and subscribing',
  },
  {
    label: 'Understanding the business and your plans',
    description: 'Your business, your progress and the next 12 to 18 months',
    heading: 'Understanding the business and your plans',
  },
];

const DONE = 5;

// Mantine's step descriptions are too faint to read comfortably (WCAG AA).
const stepperStyles = { stepDescription: { color: 'var(--mantine-color-gray-7)' } };

function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} mb="lg">
        Set up your profile
      </Title>
      {children}
    </Container>
  );
}

function WizardSkeleton() {
  return (
    <Grid gap="xl" role="status" aria-label="Loading your profile">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Skeleton h={20} w="80%" />
          {steps.map((s) => (
            <Group key={s.label} gap="sm" wrap="nowrap">
              <Skeleton h={36} w={36} circle />
              <Skeleton h={16} w="70%" />
            </Group>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Skeleton h={28} w="60%" />
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={96} />
          <Skeleton h={56} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The company onboarding wizard (spec 000 §2.8, §4): four steps, each saved
 * by its own call, opened at the step the server says is next; steps unlock
 * one at a time, and step 2 holds two child sub-steps saved together.
 */
export function ProfileCreationPage() {
  usePageTitle('Set up your profile');
  const onboarding = useOnboarding();

  if (onboarding.isPending) {
    return (
      <PageShell>
        <WizardSkeleton />
      </PageShell>
    );
  }
  if (onboarding.isError) {
    return (
      <PageShell>
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title="Your profile could not be loaded"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(onboarding.error)}</Text>
            <Button variant="default" size="xs" onClick={() => void onboarding.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </PageShell>
    );
  }
  if (onboarding.data.step >= DONE) return <Navigate to="/company/dashboard" replace />;
  return (
    <PageShell>
      <Wizard draft={onboarding.data} />
    </PageShell>
  );
}

function Wizard({ draft }: { draft: OnboardingDraft }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [moved, setMoved] = useState<Position | null>(null);
  // A reload or a new login resumes at the step the server says is next.
  const position: Position = moved ?? { step: Math.min(draft.step, 4) as WizardStep, child: 0 };
  // The furthest step reached: the ones before it are done and may be revisited.
  const unlocked = Math.max(draft.step, position.step);
  const active = position.step - 1;
  const current = steps[active];

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Keyboard and screen reader users land on the new step's heading.
    headingRef.current?.focus();
  }, [position.step, position.child]);

  const go = (step: WizardStep, child: DetailsChild = 0) => setMoved({ step, child });

  const content = (() => {
    switch (position.step) {
      case 1:
        return <BackgroundForm draft={draft} submitLabel="Save & Continue" onSaved={() => go(2)} />;
      case 2:
        return (
          <Stack gap="lg">
            <Stepper
              active={position.child}
              onStepClick={(i) => go(2, i as DetailsChild)}
              size="xs"
              styles={stepperStyles}
            >
              {DETAILS_CHILDREN.map((label, i) => (
                <Stepper.Step
                  key={label}
                  label={label}
                  allowStepSelect={i < position.child}
                  aria-current={i === position.child ? 'step' : undefined}
                />
              ))}
            </Stepper>
            <Title order={3} size="h4">
              {DETAILS_CHILDREN[position.child]}
            </Title>
            <DetailsForm
              draft={draft}
              mode="wizard"
              child={position.child}
              onChildChange={(child) => go(2, child)}
              onBack={() => go(1)}
              onSaved={() => go(3)}
            />
          </Stack>
        );
      case 3:
        return (
          <Stack gap="lg">
            <PlanStep
              onComplete={() => {
                void client.invalidateQueries({ queryKey: onboardingQueryKey });
                go(4);
              }}
            />
            <Group>
              <Button variant="default" onClick={() => go(2, 1)}>
                Back
              </Button>
            </Group>
          </Stack>
        );
      case 4:
        return (
          <BusinessForm
            draft={draft}
            submitLabel="Save & Continue"
            onBack={() => go(3)}
            onSaved={() => navigate('/company/dashboard', { replace: true })}
          />
        );
    }
  })();

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="lg" bg="gray.0" component="aside" aria-label="Profile setup steps">
          <Text fw={600} mb="lg">
            Complete following steps to setup your Tech Company profile
          </Text>
          <Stepper
            active={active}
            onStepClick={(i) => go((i + 1) as WizardStep)}
            orientation="vertical"
            size="sm"
            styles={stepperStyles}
          >
            {steps.map((s, i) => {
              const step = i + 1;
              const reachable = step <= unlocked && i !== active;
              // Saved steps after the one revisited keep their tick.
              const saved = step < draft.step && i > active;
              return (
                <Stepper.Step
                  key={s.label}
                  label={s.label}
                  description={s.description}
                  allowStepSelect={reachable}
                  icon={saved ? <IconCheck size={16} aria-hidden /> : undefined}
                  aria-current={i === active ? 'step' : undefined}
                  aria-disabled={!reachable && i !== active ? true : undefined}
                />
              );
            })}
          </Stepper>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="wizard-step-heading"
        >
          <Stack gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                Step {position.step} of {steps.length}
              </Text>
              <Title
                order={2}
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                style={{ outline: 'none' }}
              >
                {current?.heading}
              </Title>
            </div>
            {content}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

export { ProfileCreationPage as Component };

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
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { store, storageKeys } from '@/shared/storage';
import { useVolunteerProfile, type VolunteerProfile } from '../api/volunteerProfile';
import { AchievementForm } from '../components/AchievementForm';
import { AspirationForm } from '../components/AspirationForm';
import { BasicProfileForm } from '../components/BasicProfileForm';
import { EducationForm } from '../components/EducationForm';
import { ExperienceForm } from '../components/ExperienceForm';
import { MotivationForm } from '../components/MotivationForm';
import {
  mainStepOf,
  nextWizardKey,
  PROFESSIONAL_TABS,
  previousWizardKey,
  profileStepOf,
  resolveWizardKey,
  type WizardKey,
} from '../components/wizardSteps';

const steps = [
  {
    label: 'Understanding your motivation',
    description: 'Education, experience and why you volunteer',
    first: 'motivation',
    last: 'motivation',
  },
  {
    label: 'Basic profile information',
    description: 'Contact, city, languages, photo and links',
    first: 'basic',
    last: 'basic',
  },
  {
    label: 'Professional information',
    description: 'Education, experience, skills and awards',
    first: 'education',
    last: 'skills',
  },
  {
    label: 'Career aspirations',
    description: 'About you, your career path and ideal opportunity',
    first: 'aspirations',
    last: 'aspirations',
  },
] as const satisfies readonly {
  label: string;
  description: string;
  /** The step's first and last screens (step 3 has three). */
  first: WizardKey;
  last: WizardKey;
}[];

const DASHBOARD = '/volunteer/dashboard';

// Mantine's step descriptions are too faint to read comfortably (WCAG AA).
const stepperStyles = { stepDescription: { color: 'var(--mantine-color-gray-7)' } };

function PageShell({ children }: { children: ReactNode }) {
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
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The volunteer profile wizard (spec 001 "Volunteer profile wizard", §4):
 * four steps, the third made of three sub-steps, each saved by its own
 * call. It opens at the step the server says is next; the screen shown is
 * kept in the URL (?step=education), so the browser's back and forward
 * buttons move between steps and a return after logging in lands on it.
 */
export function ProfileCreationPage() {
  usePageTitle('Set up your profile');
  const query = useVolunteerProfile();

  if (query.isPending) {
    return (
      <PageShell>
        <WizardSkeleton />
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell>
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title="Your profile could not be loaded"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button variant="default" size="xs" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell>
      <Wizard profile={query.data} />
    </PageShell>
  );
}

function Wizard({ profile }: { profile: VolunteerProfile }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('step');
  const key = resolveWizardKey(requested, profile.step);

  // The URL always names the screen shown: a missing or locked step is replaced.
  useEffect(() => {
    if (key && requested !== key) void navigate({ search: `?step=${key}` }, { replace: true });
  }, [key, requested, navigate]);

  useEffect(() => {
    if (key) store.set(sessionStorage, storageKeys.lastProfileStep, String(profileStepOf(key)));
  }, [key]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = null;
    // Keyboard and screen reader users land on the new step's heading.
    headingRef.current?.focus();
  }, [key]);

  if (!key) return <Navigate to={DASHBOARD} replace />;

  const main = mainStepOf(key);
  const active = main - 1;
  const unlocked = (k: WizardKey) => profileStepOf(k) <= profile.step;
  // A forward move adds a history entry, so the browser's back button steps back.
  const go = (k: WizardKey) => void navigate({ search: `?step=${k}` });
  const next = nextWizardKey(key);
  const previous = previousWizardKey(key);
  const onBack = previous ? () => go(previous) : undefined;
  const onSaved = () => {
    if (next) go(next);
    else void navigate(DASHBOARD, { replace: true });
  };
  const common = {
    profile,
    submitLabel: next ? 'Save & Continue' : 'Complete',
    onSaved,
    onBack,
  };

  const form = (() => {
    switch (key) {
      case 'motivation':
        return <MotivationForm key={key} {...common} />;
      case 'basic':
        return <BasicProfileForm key={key} {...common} />;
      case 'education':
        return <EducationForm key={key} {...common} />;
      case 'experience':
        return <ExperienceForm key={key} {...common} />;
      case 'skills':
        return <AchievementForm key={key} {...common} />;
      case 'aspirations':
        return <AspirationForm key={key} {...common} />;
    }
  })();

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="lg" bg="gray.0" component="aside" aria-label="Profile setup steps">
          <Text fw={600} mb="lg">
            Complete the following steps to set up your volunteer profile
          </Text>
          <Stepper
            active={active}
            onStepClick={(i) => {
              const target = steps[i]?.first;
              if (target && unlocked(target)) go(target);
            }}
            orientation="vertical"
            size="sm"
            styles={stepperStyles}
          >
            {steps.map((s, i) => {
              const reachable = unlocked(s.first) && i !== active;
              // Saved steps after the one revisited keep their tick.
              const saved = i > active && profileStepOf(s.last) < profile.step;
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
              <Text size="sm" c="gray.7">
                Step {main} of {steps.length}
              </Text>
              <Title
                order={2}
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                style={{ outline: 'none' }}
              >
                {steps[active]?.label}
              </Title>
            </div>
            {main === 3 ? (
              <Tabs
                value={key}
                onChange={(value) => {
                  const tab = PROFESSIONAL_TABS.find((t) => t.key === value);
                  if (tab && unlocked(tab.key)) go(tab.key);
                }}
                keepMounted={false}
              >
                <Tabs.List aria-label="Professional information">
                  {PROFESSIONAL_TABS.map((t) => (
                    <Tabs.Tab key={t.key} value={t.key} disabled={!unlocked(t.key)}>
                      {t.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {PROFESSIONAL_TABS.map((t) => (
                  <Tabs.Panel key={t.key} value={t.key} pt="lg">
                    {t.key === key ? form : null}
                  </Tabs.Panel>
                ))}
              </Tabs>
            ) : (
              form
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

export { ProfileCreationPage as Component };

import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '@/shared/components/QueryView';
import {
  WizardLayout,
  WizardPageShell as PageShell,
  WizardSkeleton,
} from '@/shared/components/wizard/WizardLayout';
import { UnsavedChangesGuard } from '@/shared/components/UnsavedChangesGuard';
import { useDraftKey } from '@/shared/hooks/useFormDraft';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { store, storageKeys } from '@/shared/storage';
import {
  useVolunteerProfile,
  type VolunteerProfile,
} from '@/features/volunteer-profile/api/volunteerProfile';
import { AchievementForm } from '@/features/volunteer-profile/components/AchievementForm';
import { AspirationForm } from '@/features/volunteer-profile/components/AspirationForm';
import { BasicProfileForm } from '@/features/volunteer-profile/components/BasicProfileForm';
import { EducationForm } from '@/features/volunteer-profile/components/EducationForm';
import { ExperienceForm } from '@/features/volunteer-profile/components/ExperienceForm';
import { MotivationForm } from '@/features/volunteer-profile/components/MotivationForm';
import {
  mainStepOf,
  nextWizardKey,
  PROFESSIONAL_TABS,
  previousWizardKey,
  profileStepOf,
  resolveWizardKey,
  type WizardKey,
} from '@/features/volunteer-profile/components/wizardSteps';
import { paths } from '@/shared/paths';

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

const DASHBOARD = paths.volunteer.dashboard;

/**
 * The volunteer profile wizard:
 * four steps, the third made of three sub-steps, each saved by its own
 * call. It opens at the step the server says is next; the screen shown is
 * kept in the URL (?step=education), so the browser's back and forward
 * buttons move between steps and a return after logging in lands on it.
 */
export function ProfileCreationPage() {
  usePageTitle('Set up your profile');
  const query = useVolunteerProfile();

  return (
    <PageShell>
      <QueryView
        query={query}
        loading={<WizardSkeleton stepCount={steps.length} fieldHeights={[56, 56, 96]} />}
        errorTitle="Your profile could not be loaded"
      >
        {(profile) => <Wizard profile={profile} />}
      </QueryView>
    </PageShell>
  );
}

/** The scope of the wizard's drafts: unsaved typing survives Back, Continue and reloads. */
const DRAFTS = 'volunteer.wizard.';

function Wizard({ profile }: { profile: VolunteerProfile }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('step');
  const key = resolveWizardKey(requested, profile.step);
  const drafts = useDraftKey(DRAFTS);

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
    draftKey: `${drafts}${key}`,
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
    <WizardLayout
      intro="Complete the following steps to set up your volunteer profile"
      steps={steps}
      active={active}
      canOpen={(_, s) => unlocked(s.first)}
      isSaved={(_, s) => profileStepOf(s.last) < profile.step}
      onStepClick={(i) => {
        const target = steps[i]?.first;
        if (target && unlocked(target)) go(target);
      }}
      heading={steps[active]?.label}
      headingRef={headingRef}
    >
      <UnsavedChangesGuard scope={DRAFTS} />
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
    </WizardLayout>
  );
}

export { ProfileCreationPage as Component };

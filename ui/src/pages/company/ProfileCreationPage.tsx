import { Stack, Stepper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '@/shared/components/QueryView';
import { stepperStyles } from '@/shared/components/wizard/stepperStyles';
import {
  WizardLayout,
  WizardPageShell as PageShell,
  WizardSkeleton,
} from '@/shared/components/wizard/WizardLayout';
import { UnsavedChangesGuard } from '@/shared/components/UnsavedChangesGuard';
import { useDraftKey } from '@/shared/hooks/useFormDraft';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import {
  onboardingQueryKey,
  useOnboarding,
  type OnboardingDraft,
} from '@/features/company-profile/api/onboarding';
import { PlanStep } from '@/features/billing/components/plan/PlanStep';
import { BackgroundForm } from '@/features/company-profile/components/BackgroundForm';
import { BusinessForm } from '@/features/company-profile/components/BusinessForm';
import {
  DETAILS_CHILDREN,
  DetailsForm,
  type DetailsChild,
} from '@/features/company-profile/components/DetailsForm';
import { paths } from '@/shared/paths';

type WizardStep = 1 | 2 | 3 | 4;

/** The scope of the wizard's drafts: unsaved typing survives Back, Continue and reloads. */
const DRAFTS = 'company.wizard.';

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

/**
 * The company onboarding wizard: four steps, each saved
 * by its own call, opened at the step the server says is next; steps unlock
 * one at a time, and step 2 holds two child sub-steps saved together.
 */
export function ProfileCreationPage() {
  usePageTitle('Set up your profile');
  const onboarding = useOnboarding();

  const draft = onboarding.data;
  if (draft && draft.step >= draft.steps.done) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <PageShell>
      <QueryView
        query={onboarding}
        loading={<WizardSkeleton stepCount={steps.length} fieldHeights={[56, 56, 96, 56]} />}
        errorTitle="Your profile could not be loaded"
      >
        {(loaded) => <Wizard draft={loaded} />}
      </QueryView>
    </PageShell>
  );
}

function Wizard({ draft }: { draft: OnboardingDraft }) {
  const navigate = useNavigate();
  const draftKey = useDraftKey(DRAFTS);
  const client = useQueryClient();
  // The step is in the address (?step=2&part=1), each move a history entry:
  // the browser's Back returns to the step before, not to the page before
  // the wizard. Without one (a reload, a new login) the wizard resumes at
  // the step the server says is next.
  const [params, setParams] = useSearchParams();
  // The furthest step moved to on this visit, ahead of the server's answer.
  const [reached, setReached] = useState(0);
  const resume = Math.min(draft.step, draft.steps.business);
  const asked = Number(params.get('step'));
  const position: Position =
    Number.isInteger(asked) && asked >= 1 && asked <= Math.max(resume, reached)
      ? {
          step: asked as WizardStep,
          child: (asked === 2 && params.get('part') === '1' ? 1 : 0) as DetailsChild,
        }
      : { step: resume as WizardStep, child: 0 };
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

  const go = (step: WizardStep, child: DetailsChild = 0) => {
    setReached((r) => Math.max(r, step));
    setParams(child ? { step: String(step), part: String(child) } : { step: String(step) });
  };

  const content = (() => {
    switch (position.step) {
      case 1:
        return (
          <BackgroundForm
            draft={draft}
            draftKey={`${draftKey}background`}
            submitLabel="Save & Continue"
            onSaved={() => go(2)}
          />
        );
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
              draftKey={`${draftKey}details`}
              child={position.child}
              onChildChange={(child) => go(2, child)}
              onBack={() => go(1)}
              onSaved={() => go(3)}
            />
          </Stack>
        );
      case 3:
        return (
          <PlanStep
            onComplete={() => {
              void client.invalidateQueries({ queryKey: onboardingQueryKey });
              go(4);
            }}
            onBack={() => go(2, 1)}
          />
        );
      case 4:
        return (
          <BusinessForm
            draft={draft}
            draftKey={`${draftKey}business`}
            submitLabel="Save & Continue"
            onBack={() => go(3)}
            onSaved={() => navigate(paths.company.dashboard, { replace: true })}
          />
        );
    }
  })();

  return (
    <WizardLayout
      intro="Complete following steps to setup your Tech Company profile"
      steps={steps}
      active={active}
      canOpen={(i) => i + 1 <= unlocked}
      isSaved={(i) => i + 1 < draft.step}
      onStepClick={(i) => go((i + 1) as WizardStep)}
      heading={current?.heading}
      headingRef={headingRef}
      stepCountColor="dimmed"
    >
      {content}
      <UnsavedChangesGuard scope={DRAFTS} />
    </WizardLayout>
  );
}

export { ProfileCreationPage as Component };

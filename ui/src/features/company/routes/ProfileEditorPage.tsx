import { Alert, Anchor, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useOnboarding, type OnboardingDraft } from '../api/onboarding';
import { BackgroundForm } from '../components/profile/BackgroundForm';
import { BusinessForm } from '../components/profile/BusinessForm';
import { DetailsForm } from '../components/profile/DetailsForm';

type Tab = 'basic' | 'background' | 'business';

const tabs: { value: Tab; label: string; needsStep: number }[] = [
  { value: 'basic', label: 'Basic Info', needsStep: 2 },
  { value: 'background', label: 'Company Background', needsStep: 1 },
  { value: 'business', label: 'Business Background', needsStep: 4 },
];

const DONE = 5;

function saved(what: string) {
  notifications.show({ color: 'green', title: 'Saved', message: `Your ${what} was saved.` });
}

function EditorSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your profile">
      <Group gap="md">
        <Skeleton h={32} w={110} />
        <Skeleton h={32} w={170} />
        <Skeleton h={32} w={170} />
      </Group>
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={96} />
      <Skeleton h={56} />
    </Stack>
  );
}

/** A tab whose step the wizard has not reached yet: the server would refuse it. */
function LockedTab() {
  return (
    <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Complete the earlier steps of your profile setup first.</Text>
        <Button component={Link} to="/company/profile-creation" size="xs">
          Continue setting up your profile
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The company profile editor (spec 001 "Company profile editor"): Basic
 * Info, Company Background and Business Background, with the wizard's forms
 * and endpoints. The Team Member tab waits for team accounts.
 */
export function ProfileEditorPage() {
  usePageTitle('Profile');
  const onboarding = useOnboarding();
  const user = useCurrentUser();
  const [tab, setTab] = useState<Tab>('basic');

  const draft = onboarding.data;
  const isPublic = draft ? draft.step > 2 : false;

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1}>Profile</Title>
        <Text c="gray.7" mt={4}>
          Edit what volunteers learn about your Tech Company.
          {isPublic && user ? (
            <>
              {' '}
              <Anchor component={Link} to={`/company/${user.username}`} underline="always">
                View your public profile
              </Anchor>
            </>
          ) : null}
        </Text>
      </div>
      {onboarding.isPending ? <EditorSkeleton /> : null}
      {onboarding.isError ? (
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
      ) : null}
      {draft ? (
        <>
          {draft.step < DONE ? (
            <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
              Your profile setup is not finished yet.{' '}
              <Anchor component={Link} to="/company/profile-creation" inherit underline="always">
                Continue setting up your profile
              </Anchor>
            </Alert>
          ) : null}
          <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'basic')}>
            <Tabs.List>
              {tabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
              <Tabs.Panel key={t.value} value={t.value} pt="lg">
                {draft.step < t.needsStep ? <LockedTab /> : <TabForm tab={t.value} draft={draft} />}
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}

function TabForm({ tab, draft }: { tab: Tab; draft: OnboardingDraft }) {
  const navigate = useNavigate();
  switch (tab) {
    case 'basic':
      return <DetailsForm draft={draft} mode="editor" onSaved={() => saved('basic info')} />;
    case 'background':
      return (
        <BackgroundForm
          draft={draft}
          submitLabel="Save"
          onSaved={() => saved('company background')}
        />
      );
    case 'business':
      return (
        <BusinessForm
          draft={draft}
          submitLabel="Save"
          onSaved={() => {
            saved('business background');
            navigate('/company/dashboard');
          }}
        />
      );
  }
}

export { ProfileEditorPage as Component };

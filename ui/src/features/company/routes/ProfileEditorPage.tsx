import { Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import {
  EditorTabs,
  LockedTabNotice,
  ProfileEditorLayout,
  SetupUnfinishedNotice,
} from '@/shared/components/profile/ProfileEditorLayout';
import { UnsavedChangesGuard } from '@/shared/components/UnsavedChangesGuard';
import { useDraftKey } from '@/shared/hooks/useFormDraft';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { notifySaved as saved } from '@/shared/notifySaved';
import { useOnboarding, type OnboardingDraft } from '../api/onboarding';
import { BackgroundForm } from '../components/profile/BackgroundForm';
import { BusinessForm } from '../components/profile/BusinessForm';
import { DetailsForm } from '../components/profile/DetailsForm';
import { PublicPageTab } from '../components/profile/PublicPageTab';
import { paths } from '@/shared/paths';

type Tab = 'basic' | 'background' | 'business' | 'public';

const tabs: { value: Tab; label: string; needsStep: number }[] = [
  { value: 'basic', label: 'Basic Info', needsStep: 2 },
  { value: 'background', label: 'Company Background', needsStep: 1 },
  { value: 'business', label: 'Business Background', needsStep: 4 },
  { value: 'public', label: 'Public page', needsStep: 1 },
];

const DONE = 5;

/** The scope of the editor's drafts: unsaved typing survives a change of tab and a reload. */
const DRAFTS = 'company.editor.';

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

/**
 * The company profile editor: Basic
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
    <ProfileEditorLayout
      title="Profile"
      intro="Edit what volunteers learn about your Tech Company."
      publicLink={
        isPublic && user
          ? { to: paths.companyPublic(user.username), label: 'View your public profile' }
          : null
      }
      query={onboarding}
      skeleton={<EditorSkeleton />}
    >
      {draft ? (
        <>
          {draft.step < DONE ? (
            <SetupUnfinishedNotice setupPath={paths.company.profileCreation}>
              Your profile setup is not finished yet.
            </SetupUnfinishedNotice>
          ) : null}
          <UnsavedChangesGuard scope={DRAFTS} />
          <EditorTabs
            tabs={tabs}
            value={tab}
            onChange={setTab}
            panel={(t) =>
              draft.step < t.needsStep ? (
                <LockedTabNotice setupPath={paths.company.profileCreation} />
              ) : (
                <TabForm tab={t.value} draft={draft} />
              )
            }
          />
        </>
      ) : null}
    </ProfileEditorLayout>
  );
}

function TabForm({ tab, draft }: { tab: Tab; draft: OnboardingDraft }) {
  const navigate = useNavigate();
  const draftKey = `${useDraftKey(DRAFTS)}${tab}`;
  switch (tab) {
    case 'basic':
      return (
        <DetailsForm
          draft={draft}
          draftKey={draftKey}
          mode="editor"
          onSaved={() => saved('basic info')}
        />
      );
    case 'background':
      return (
        <BackgroundForm
          draft={draft}
          draftKey={draftKey}
          submitLabel="Save"
          onSaved={() => saved('company background')}
        />
      );
    case 'business':
      return (
        <BusinessForm
          draft={draft}
          draftKey={draftKey}
          submitLabel="Save"
          onSaved={() => {
            saved('business background');
            navigate(paths.company.dashboard);
          }}
        />
      );
    case 'public':
      return <PublicPageTab draft={draft} />;
  }
}

export { ProfileEditorPage as Component };

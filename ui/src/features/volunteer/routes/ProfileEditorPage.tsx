import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  EditorTabs,
  LockedTabNotice,
  ProfileEditorLayout,
  SetupUnfinishedNotice,
} from '@/shared/components/profile/ProfileEditorLayout';
import { statusOf } from '@/shared/errors';
import { UnsavedChangesGuard } from '@/shared/components/UnsavedChangesGuard';
import { useDraftKey } from '@/shared/hooks/useFormDraft';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { notifySaved as saved } from '@/shared/notifySaved';
import { useVolunteerProfile, type VolunteerProfile } from '../api/volunteerProfile';
import { AchievementForm } from '../components/AchievementForm';
import { AspirationForm } from '../components/AspirationForm';
import { BasicProfileForm } from '../components/BasicProfileForm';
import { ContactSharingForm } from '../components/ContactSharingForm';
import { EducationForm } from '../components/EducationForm';
import { ExperienceForm } from '../components/ExperienceForm';
import { paths } from '@/shared/paths';

type Tab = 'basic' | 'social' | 'education' | 'experience' | 'skills' | 'career';

/** The editor's tabs and the wizard step each one needs. */
const tabs: { value: Tab; label: string; needsStep: number }[] = [
  { value: 'basic', label: 'Basic Info', needsStep: 2 },
  { value: 'social', label: 'Social Media', needsStep: 2 },
  { value: 'education', label: 'Education', needsStep: 3 },
  { value: 'experience', label: 'Experience', needsStep: 4 },
  { value: 'skills', label: 'Skills', needsStep: 5 },
  { value: 'career', label: 'Career Aspirations', needsStep: 6 },
];

/** The scope of the editor's drafts: unsaved typing survives a change of tab and a reload. */
const DRAFTS = 'volunteer.editor.';

export const NOT_YOUR_PROFILE = 'You can only edit your own profile.';

function EditorSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your profile">
      <Group gap="md">
        <Skeleton h={32} w={100} />
        <Skeleton h={32} w={120} />
        <Skeleton h={32} w={100} />
        <Skeleton h={32} w={100} />
      </Group>
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={96} />
    </Stack>
  );
}

/** The server refused: the profile is someone else's. */
function NotYours() {
  usePageTitle('Not your profile');
  return (
    <Stack align="center" justify="center" mih="50vh" gap="md" p="md" ta="center">
      <IconLock size={48} aria-hidden color="var(--mantine-color-gray-7)" />
      <Title order={1}>{NOT_YOUR_PROFILE}</Title>
      <Text c="gray.7">This profile belongs to another volunteer.</Text>
      <Button component={Link} to="/">
        Go back home
      </Button>
    </Stack>
  );
}

function LockedTab() {
  return <LockedTabNotice setupPath={paths.volunteer.profileCreation} />;
}

/**
 * The volunteer profile editor at /volunteer/{username}/edit: the wizard's
 * forms and endpoints on six tabs. Only the owner may open it; the server
 * answers anyone else with 403.
 */
export function ProfileEditorPage() {
  const { username = '' } = useParams();
  const query = useVolunteerProfile(username);

  if (query.isError && statusOf(query.error) === 403) return <NotYours />;
  return <Editor query={query} />;
}

function Editor({ query }: { query: ReturnType<typeof useVolunteerProfile> }) {
  usePageTitle('Edit profile');
  const [tab, setTab] = useState<Tab>('basic');
  const profile = query.data;
  const finished = profile ? profile.step >= profile.steps.done : false;

  return (
    <ProfileEditorLayout
      title="Edit profile"
      intro="Edit what companies learn about you."
      publicLink={
        finished && profile
          ? {
              to: paths.volunteerPublic(profile.user.username),
              label: 'View public profile',
            }
          : null
      }
      query={query}
      skeleton={<EditorSkeleton />}
    >
      {profile ? (
        <>
          {!finished ? (
            <SetupUnfinishedNotice setupPath={paths.volunteer.profileCreation}>
              Your profile setup is not finished yet, so your profile is not public.
            </SetupUnfinishedNotice>
          ) : null}
          <UnsavedChangesGuard scope={DRAFTS} />
          <EditorTabs
            tabs={tabs}
            value={tab}
            onChange={setTab}
            listLabel="Profile sections"
            keepMounted={false}
            panel={(t) =>
              profile.step < t.needsStep && !(t.value === 'skills' && profile.step >= 2) ? (
                <LockedTab />
              ) : (
                <TabForm tab={t.value} profile={profile} />
              )
            }
          />
        </>
      ) : null}
    </ProfileEditorLayout>
  );
}

function TabSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function TabForm({ tab, profile }: { tab: Tab; profile: VolunteerProfile }) {
  const drafts = useDraftKey(DRAFTS);
  switch (tab) {
    case 'basic':
      return (
        <Stack gap="md">
          <TextInput label="Role" value="Volunteer" readOnly variant="filled" />
          <BasicProfileForm
            profile={profile}
            parts={['names', 'contact', 'tags', 'media']}
            draftKey={`${drafts}basic`}
            label="Basic info"
            submitLabel="Save"
            onSaved={() => saved('basic info')}
          />
          {profile.step >= 3 ? (
            <TabSection title="Contact details for companies" id="contact-sharing-heading">
              <ContactSharingForm profile={profile} />
            </TabSection>
          ) : null}
        </Stack>
      );
    case 'social':
      return (
        <BasicProfileForm
          profile={profile}
          parts={['social']}
          draftKey={`${drafts}social`}
          label="Social media"
          submitLabel="Save"
          onSaved={() => saved('social links')}
        />
      );
    case 'education':
      return (
        <EducationForm
          profile={profile}
          draftKey={`${drafts}education`}
          submitLabel="Save"
          onSaved={() => saved('education')}
        />
      );
    case 'experience':
      return (
        <ExperienceForm
          profile={profile}
          draftKey={`${drafts}experience`}
          submitLabel="Save"
          onSaved={() => saved('experience')}
        />
      );
    case 'skills':
      return (
        <Stack gap="xl">
          <TabSection title="Languages" id="languages-heading">
            <BasicProfileForm
              profile={profile}
              parts={['languages']}
              draftKey={`${drafts}languages`}
              label="Languages"
              submitLabel="Save languages"
              onSaved={() => saved('languages')}
            />
          </TabSection>
          <TabSection title="Skills and awards" id="skills-awards-heading">
            {profile.step >= 5 ? (
              <AchievementForm
                profile={profile}
                draftKey={`${drafts}skills`}
                submitLabel="Save skills and awards"
                listHeight={300}
                onSaved={() => saved('skills and awards')}
              />
            ) : (
              <LockedTab />
            )}
          </TabSection>
        </Stack>
      );
    case 'career':
      return (
        <AspirationForm
          profile={profile}
          draftKey={`${drafts}career`}
          submitLabel="Save"
          onSaved={() => saved('career aspirations')}
        />
      );
  }
}

export { ProfileEditorPage as Component };

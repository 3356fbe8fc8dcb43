import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LockedTabNotice } from '@/shared/components/profile/ProfileEditorLayout';
import { statusOf } from '@/shared/errors';
import {
  EditorSkeleton,
  TabSection,
  TabbedProfileEditor,
  editorFormProps,
  type EditorTab,
} from '@/shared/profile/TabbedProfileEditor';
import { useDraftKey } from '@/shared/hooks/useFormDraft';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { notifySaved as saved } from '@/shared/notifySaved';
import {
  useVolunteerProfile,
  type VolunteerProfile,
} from '@/features/volunteer-profile/api/volunteerProfile';
import { AchievementForm } from '@/features/volunteer-profile/components/AchievementForm';
import { AspirationForm } from '@/features/volunteer-profile/components/AspirationForm';
import { BasicProfileForm } from '@/features/volunteer-profile/components/BasicProfileForm';
import { ContactSharingForm } from '@/features/volunteer-profile/components/ContactSharingForm';
import { EducationForm } from '@/features/volunteer-profile/components/EducationForm';
import { ExperienceForm } from '@/features/volunteer-profile/components/ExperienceForm';
import { paths } from '@/shared/paths';
import { PortfolioEditor } from '@/features/projects/components/PortfolioEditor';

type Tab = 'basic' | 'social' | 'education' | 'experience' | 'skills' | 'career' | 'portfolio';

/** The editor's tabs and the wizard step each one needs. */
const tabs: EditorTab<Tab>[] = [
  { value: 'basic', label: 'Basic Info', needsStep: 2 },
  { value: 'social', label: 'Social Media', needsStep: 2 },
  { value: 'education', label: 'Education', needsStep: 3 },
  { value: 'experience', label: 'Experience', needsStep: 4 },
  { value: 'skills', label: 'Skills', needsStep: 5 },
  { value: 'career', label: 'Career Aspirations', needsStep: 6 },
  { value: 'portfolio', label: 'Portfolio', needsStep: 0 },
];

/** The scope of the editor's drafts: unsaved typing survives a change of tab and a reload. */
const DRAFTS = 'volunteer.editor.';

export const NOT_YOUR_PROFILE = 'You can only edit your own profile.';

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
 * forms and endpoints on six tabs, and the portfolio's order. Only the owner may open it; the server
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
  const profile = query.data;
  const finished = (p: VolunteerProfile) => p.step >= p.steps.done;

  return (
    <TabbedProfileEditor
      title="Edit profile"
      intro="Edit what companies learn about you."
      publicLink={
        profile && finished(profile)
          ? {
              to: paths.volunteerPublic(profile.user.username),
              label: 'View public profile',
            }
          : null
      }
      query={query}
      skeleton={<EditorSkeleton tabWidths={[100, 120, 100, 100]} fieldHeights={[56, 56, 96]} />}
      setupPath={paths.volunteer.profileCreation}
      unfinished={(p) =>
        finished(p)
          ? null
          : 'Your profile setup is not finished yet, so your profile is not public.'
      }
      drafts={DRAFTS}
      tabs={tabs}
      listLabel="Profile sections"
      keepMounted={false}
      locked={(t, p) => p.step < t.needsStep && !(t.value === 'skills' && p.step >= 2)}
      form={(tab, p) => <TabForm tab={tab} profile={p} />}
    />
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
            label="Basic info"
            {...editorFormProps(drafts, tab, 'basic info')}
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
          label="Social media"
          {...editorFormProps(drafts, tab, 'social links')}
        />
      );
    case 'education':
      return <EducationForm profile={profile} {...editorFormProps(drafts, tab, 'education')} />;
    case 'experience':
      return <ExperienceForm profile={profile} {...editorFormProps(drafts, tab, 'experience')} />;
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
        <AspirationForm profile={profile} {...editorFormProps(drafts, tab, 'career aspirations')} />
      );
    case 'portfolio':
      return <PortfolioEditor />;
  }
}

export { ProfileEditorPage as Component };

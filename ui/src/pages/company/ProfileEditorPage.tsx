import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { useDraftKey } from '@/shared/hooks/useFormDraft';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { notifySaved as saved } from '@/shared/notifySaved';
import {
  EditorSkeleton,
  TabbedProfileEditor,
  editorFormProps,
  type EditorTab,
} from '@/shared/profile/TabbedProfileEditor';
import { useOnboarding, type OnboardingDraft } from '@/features/company-profile/api/onboarding';
import { BackgroundForm } from '@/features/company-profile/components/BackgroundForm';
import { BusinessForm } from '@/features/company-profile/components/BusinessForm';
import { DetailsForm } from '@/features/company-profile/components/DetailsForm';
import { PublicPageTab } from '@/features/company-profile/components/PublicPageTab';
import { TeamTab } from '@/features/teams/components/TeamMembersCard';
import { paths } from '@/shared/paths';

type Tab = 'basic' | 'background' | 'business' | 'team' | 'public';

const tabs: EditorTab<Tab>[] = [
  { value: 'basic', label: 'Basic Info', needsStep: 2 },
  { value: 'background', label: 'Company Background', needsStep: 1 },
  { value: 'business', label: 'Business Background', needsStep: 4 },
  { value: 'team', label: 'Team Member', needsStep: 1 },
  { value: 'public', label: 'Public page', needsStep: 1 },
];

const DONE = 5;

/** The scope of the editor's drafts: unsaved typing survives a change of tab and a reload. */
const DRAFTS = 'company.editor.';

/**
 * The company profile editor: Basic Info, Company Background and Business
 * Background, with the wizard's forms and endpoints; Team Member, the team
 * and the way to its page; and the public page's extras.
 */
export function ProfileEditorPage() {
  usePageTitle('Profile');
  const onboarding = useOnboarding();
  const user = useCurrentUser();
  const isPublic = onboarding.data ? onboarding.data.step > 2 : false;

  return (
    <TabbedProfileEditor
      title="Profile"
      intro="Edit what volunteers learn about your Tech Company."
      publicLink={
        isPublic && user
          ? { to: paths.companyPublic(user.username), label: 'View your public profile' }
          : null
      }
      query={onboarding}
      skeleton={<EditorSkeleton tabWidths={[110, 170, 170]} fieldHeights={[56, 56, 96, 56]} />}
      setupPath={paths.company.profileCreation}
      unfinished={(draft) => (draft.step < DONE ? 'Your profile setup is not finished yet.' : null)}
      drafts={DRAFTS}
      tabs={tabs}
      locked={(t, draft) => draft.step < t.needsStep}
      form={(tab, draft) => <TabForm tab={tab} draft={draft} />}
    />
  );
}

function TabForm({ tab, draft }: { tab: Tab; draft: OnboardingDraft }) {
  const navigate = useNavigate();
  const drafts = useDraftKey(DRAFTS);
  switch (tab) {
    case 'basic':
      return (
        <DetailsForm
          draft={draft}
          draftKey={`${drafts}${tab}`}
          mode="editor"
          onSaved={() => saved('basic info')}
        />
      );
    case 'background':
      return (
        <BackgroundForm draft={draft} {...editorFormProps(drafts, tab, 'company background')} />
      );
    case 'business':
      return (
        <BusinessForm
          draft={draft}
          {...editorFormProps(drafts, tab, 'business background')}
          onSaved={() => {
            saved('business background');
            navigate(paths.company.dashboard);
          }}
        />
      );
    case 'team':
      return <TeamTab />;
    case 'public':
      return <PublicPageTab draft={draft} />;
  }
}

export { ProfileEditorPage as Component };

import { Stack } from '@mantine/core';
import type { OnboardingDraft } from '../../api/onboarding';
import { ContactEmailForm } from './ContactEmailForm';
import { GalleryEditor } from './GalleryEditor';
import { EditorSection } from '@/shared/components/profile-forms/EditorSection';

/** The editor's "Public page" tab: the photo gallery and the contact email. */
export function PublicPageTab({ draft }: { draft: OnboardingDraft }) {
  return (
    <Stack gap="xl">
      <EditorSection title="Photo gallery" id="gallery-heading">
        <GalleryEditor />
      </EditorSection>
      <EditorSection title="Contact email" id="contact-email-heading">
        <ContactEmailForm draft={draft} />
      </EditorSection>
    </Stack>
  );
}

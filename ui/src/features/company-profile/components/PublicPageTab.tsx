import { Stack } from '@mantine/core';
import { TabSection } from '@/shared/profile/TabbedProfileEditor';
import type { OnboardingDraft } from '../api/onboarding';
import { ContactEmailForm } from './ContactEmailForm';
import { GalleryEditor } from './GalleryEditor';

/** The editor's "Public page" tab: the photo gallery and the contact email. */
export function PublicPageTab({ draft }: { draft: OnboardingDraft }) {
  return (
    <Stack gap="xl">
      <TabSection title="Photo gallery" id="gallery-heading">
        <GalleryEditor />
      </TabSection>
      <TabSection title="Contact email" id="contact-email-heading">
        <ContactEmailForm draft={draft} />
      </TabSection>
    </Stack>
  );
}
